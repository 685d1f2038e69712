import type { LandGrab } from '../../../document/newFirestormCampaign';
import { hexName } from '../../../hex';
import type { StartFairness } from './startFairness';

/** The set-up figures a GM checks before the start, as the CLI prints them (and the app's set-up shows them). */
export function firestormSetupLines(
  landGrab: LandGrab,
  fairness: StartFairness,
  mapSeed: number,
  seed: number,
): string[] {
  const lines: string[] = [];
  if (landGrab.warning) lines.push(`Warning: ${landGrab.warning}`);
  else
    lines.push(
      `  ${landGrab.territories} territories for ${landGrab.factions} factions (${landGrab.perFaction} each): ` +
        `short of the ${landGrab.target} glory that wins, so battles decide (FS-GLORY-4).`,
    );
  lines.push('  Starts (FS-SETUP-3):');
  for (const s of fairness.starts)
    lines.push(
      `    ${s.name} at hex ${hexName(s.tower)}: ${s.land} territories nearer than any rival's start, ` +
        `nearest rival ${s.rivalSteps ?? '–'} steps, nearest special ${s.specialSteps ?? '–'} steps`,
    );
  for (const note of fairness.notes) lines.push(`  ${note}`);
  if (mapSeed !== seed)
    lines.push(`  The map is seed ${mapSeed}: seed ${seed}'s map did not give even starts.`);
  return lines;
}
