import type { LandGrab } from '../../../document/newFirestormCampaign';
import { hexName } from '../../../hex';
import type { StartFairness } from './startFairness';
import { t } from '../../../i18n';

/** The set-up figures a GM checks before the start, as the CLI prints them (and the app's set-up shows them). */
export function firestormSetupLines(
  landGrab: LandGrab,
  fairness: StartFairness,
  mapSeed: number,
  seed: number,
): string[] {
  const lines: string[] = [];
  if (landGrab.warning) lines.push(t('fsEngine:setupLines.warning', { warning: landGrab.warning }));
  else
    lines.push(
      `  ${t('fsEngine:setupLines.landGrab', {
        territories: landGrab.territories,
        factions: landGrab.factions,
        each: landGrab.perFaction,
        target: landGrab.target,
      })}`,
    );
  lines.push(`  ${t('fsEngine:setupLines.starts')}`);
  for (const s of fairness.starts)
    lines.push(
      `    ${t('fsEngine:setupLines.start', {
        name: s.name,
        hex: hexName(s.tower),
        land: s.land,
        rival: s.rivalSteps ?? '–',
        special: s.specialSteps ?? '–',
      })}`,
    );
  for (const note of fairness.notes) lines.push(`  ${note}`);
  if (mapSeed !== seed) lines.push(`  ${t('fsEngine:setupLines.mapSeed', { mapSeed, seed })}`);
  return lines;
}
