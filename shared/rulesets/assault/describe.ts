import type { AssaultEvent } from './events';
import type { AssaultPhase, AssaultState, Outcome, Side, Zone } from './model';

/** The GM's words for the assault's phases, zones and outcomes (never the engine's codes on screen). */
export const PHASE_NAMES: Readonly<Record<AssaultPhase, string>> = {
  SETUP: 'Setup',
  DEPLOY_BESIEGER: "Besieger's deployment",
  DEPLOY_DEFENDER: "Defender's deployment",
  ARTILLERY: 'Artillery phase',
  MISSILE: 'Missile phase',
  MELEE: 'Melee phase',
  MORALE: 'Morale',
  VICTORY_CHECK: 'Victory check',
  REDEPLOY: 'Redeployment',
  SURRENDER_OR_RENEW: 'Surrender or renewal',
  ENDED: 'Ended',
};

export const ZONE_NAMES: Readonly<Record<Zone, string>> = {
  A: 'the assault zone',
  R: 'the reserve',
  W: 'the walls',
  I: 'the interior',
  out: 'off the field',
};

export const OUTCOME_NAMES: Readonly<Record<Outcome, string>> = {
  captured: 'The stronghold is captured',
  surrendered: 'The defender surrenders the stronghold',
  liberated: 'The stronghold holds: the besiegers are beaten',
  calledOff: 'The assault is called off: the stronghold holds',
};

/** Where something happens in a zone: "on the walls", "in the reserve". */
export const IN_ZONE: Readonly<Record<Zone, string>> = {
  A: 'in the assault zone',
  R: 'in the reserve',
  W: 'on the walls',
  I: 'in the interior',
  out: 'off the field',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** ASLT-32: which dungeon entrance a zone belongs to, in words ("" in a standard assault). */
const atEntrance = (entrance: string | undefined) => (entrance ? ` (entrance “${entrance}”)` : '');

export type SideNames = Readonly<Record<Side, string>>;

/** One log line: what happened in words and the rules it cites (GEN-5: every line cites its rule). */
export interface AssaultLine {
  readonly seq: number;
  readonly turn: number;
  readonly text: string;
  readonly ruleIds: readonly string[];
  readonly kind: 'phase' | 'throw' | 'hit' | 'loss' | 'move' | 'end' | 'other';
}

/** A sentence for one event; null for the dice (each throw's line already names its naturals). */
export function describeAssaultEvent(
  state: AssaultState,
  event: AssaultEvent,
  names: SideNames,
): AssaultLine | null {
  const unit = (id: string) => state.units[id]?.name ?? id;
  const line = (text: string, kind: AssaultLine['kind']): AssaultLine => ({
    seq: event.seq,
    turn: event.turn,
    text,
    ruleIds: event.ruleIds,
    kind,
  });
  switch (event.type) {
    case 'DiceRolled':
      return null;
    case 'AssaultStarted':
      return line(
        `The assault begins: the walls hold ${plural(event.payload.unitCapacity, 'unit', 'units')}, ${plural(event.payload.breaches, 'breach', 'breaches')}.`,
        'phase',
      );
    case 'AssaultTurnStarted':
      return line(`Assault turn ${event.payload.turn} begins.`, 'phase');
    case 'PhaseStarted':
      return line(`${PHASE_NAMES[event.payload.phase]}.`, 'phase');
    case 'AttackThrowsRolled': {
      const p = event.payload;
      const mod = p.modifier === 0 ? '' : ` ${p.modifier > 0 ? '+' : '−'}${Math.abs(p.modifier)}`;
      const what = p.special ? 'special throw' : p.throws === 1 ? 'throw' : 'throws';
      return line(
        `${unit(p.unit)} (${names[p.side]}) strikes at ${ZONE_NAMES[p.zone]}${atEntrance(p.entrance)}: ${p.throws} ${what}${mod}, ${p.target}+ to hit: rolled ${p.naturals.join(', ')} → ${plural(p.hits, 'hit', 'hits')}.`,
        'throw',
      );
    }
    case 'HitsAssigned': {
      const p = event.payload;
      const soaked = p.absorbed > 0 ? ` (${p.absorbed} absorbed by galleries and mantlets)` : '';
      return line(
        `${p.hits} ${p.hits === 1 ? 'hit lands' : 'hits land'} ${IN_ZONE[p.zone]}${atEntrance(p.entrance)}${soaked}.`,
        'hit',
      );
    }
    case 'UnitDefeated':
      return line(`${unit(event.payload.unit)} is defeated ${IN_ZONE[event.payload.zone]}.`, 'loss');
    case 'UnitWithdrawn':
      return line(
        `${unit(event.payload.unit)} withdraws from ${ZONE_NAMES[event.payload.from]} to ${ZONE_NAMES[event.payload.to]}, ${event.payload.status === 'brokenDown' ? 'broken down' : event.payload.status}.`,
        'loss',
      );
    case 'BreakthroughAchieved':
      return line(
        `Breakthrough${atEntrance(event.payload.entrance)}: the besiegers break into the interior.`,
        'other',
      );
    case 'SallyAchieved':
      return line(
        `Sally${atEntrance(event.payload.entrance)}: the defenders strike into the besiegers' reserve${event.payload.revealed ? ', and the besiegers now know this entrance' : ''}.`,
        'other',
      );
    case 'BreachCreated':
      return line(
        `${unit(event.payload.unit)} opens a breach (${event.payload.temporaryBreaches} temporary ${event.payload.temporaryBreaches === 1 ? 'breach' : 'breaches'}).`,
        'other',
      );
    case 'UnitRedeployed': {
      const p = event.payload;
      return line(
        p.breach
          ? `${unit(p.unit)} is given a breach.`
          : `${unit(p.unit)} moves from ${ZONE_NAMES[p.from]} to ${ZONE_NAMES[p.to]}${atEntrance(p.entrance)}.`,
        'move',
      );
    }
    case 'UnitRegrouped':
      return line(`${unit(event.payload.unit)} regroups.`, 'move');
    case 'LeaderRedeployed':
      return line(`${names[event.payload.side]} ends the redeployment.`, 'move');
    case 'MoraleChecked': {
      const p = event.payload;
      return line(
        `${names[p.side]} tests morale: rolled ${p.naturals.join(' + ')}, total ${p.total}: ${p.broke ? 'the army breaks' : 'it holds'}.`,
        p.broke ? 'loss' : 'other',
      );
    }
    case 'AssaultEnded':
      return line(`${OUTCOME_NAMES[event.payload.outcome]}.`, 'end');
    case 'AssaultCasualtiesComputed': {
      const c = event.payload;
      const side = (s: Side) =>
        `${names[s]} ${c[s].dead} dead, ${c[s].wounded} wounded (${c[s].recovering} recovering), ${c[s].prisoners} taken prisoner`;
      return line(
        `Casualties: ${side('besieger')}; ${side('defender')}. Ransom value ${c.ransomValue}.`,
        'end',
      );
    }
  }
}

/** The whole log in words. */
export function assaultLines(state: AssaultState, names: SideNames): AssaultLine[] {
  const lines: AssaultLine[] = [];
  for (const event of state.log as readonly AssaultEvent[]) {
    const l = describeAssaultEvent(state, event, names);
    if (l) lines.push(l);
  }
  return lines;
}
