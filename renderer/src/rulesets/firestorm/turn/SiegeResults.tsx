import type { Battle, FsState } from '@shared/rulesets/firestorm';
import { useTranslation } from '../../../i18n';
import { SALLY_TARGET_NAMES, SIEGE_OPTION_NAMES, type FsNames } from './fsWords';

/**
 * SIEGE-8/9, SIEGE-13: what each side's option did in this siege's turns so far, so the GM sees the result without
 * reading the log. Resolutions are public once both sides have chosen (AMD-12).
 */
export function SiegeResults({ state, battle, names }: { state: FsState; battle: Battle; names: FsNames }) {
  const { t } = useTranslation('fsTurn');
  const lines: string[] = [];
  let siegeTurn = 0;
  for (const e of state.log) {
    if (e.turn !== battle.turn || e.payload.battle !== battle.hex) continue;
    if (e.type === 'SiegeTurnStarted') siegeTurn = Number(e.payload.turn);
    if (e.type !== 'SiegeOptionResolved') continue;
    const p = e.payload;
    const faction = names.faction(
      p.side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId,
    );
    const name = SIEGE_OPTION_NAMES[String(p.option)] ?? String(p.option);
    const option = p.target
      ? t('siege.onTarget', {
          option: name,
          target: SALLY_TARGET_NAMES[String(p.target)] ?? String(p.target),
        })
      : name;
    const values = { turn: siegeTurn, option, faction, value: String(p.value) };
    const outcome = p.success ? 'succeeded' : 'failed';
    lines.push(
      p.value !== undefined
        ? t(`siege.result.${outcome}Value`, values)
        : t(`siege.result.${outcome}`, values),
    );
  }
  if (lines.length === 0) return null;
  return (
    <ul className="fs-siege-results" data-testid="fs-siege-results">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
