import type { Battle, FsState } from '@shared/rulesets/firestorm';
import { SALLY_TARGET_NAMES, SIEGE_OPTION_NAMES, type FsNames } from './fsWords';

/**
 * SIEGE-8/9, SIEGE-13: what each side's option did in this siege's turns so far, so the GM sees the result without
 * reading the log. Resolutions are public once both sides have chosen (AMD-12).
 */
export function SiegeResults({ state, battle, names }: { state: FsState; battle: Battle; names: FsNames }) {
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
    const target = p.target ? ` on ${SALLY_TARGET_NAMES[String(p.target)] ?? String(p.target)}` : '';
    const value = p.value !== undefined ? ` (${String(p.value)})` : '';
    const option = SIEGE_OPTION_NAMES[String(p.option)] ?? String(p.option);
    lines.push(
      `Siege turn ${siegeTurn}: ${option}${target} (${faction}): ${p.success ? 'succeeded' : 'failed'}${value}`,
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
