import { t } from '../../i18n';
import type { AssaultEvent } from './events';
import type { AssaultPhase, AssaultState, Outcome, Side, UnitStatus, Zone } from './model';

/**
 * The GM's words for the assault's phases, zones and outcomes (never the engine's codes on screen), in the current
 * language (issue 32): functions, so the text is made when it is shown, never when the engine runs.
 */
export const phaseName = (phase: AssaultPhase): string => t(`assault:words.phase.${phase}`);
export const outcomeName = (outcome: Outcome): string => t(`assault:words.outcome.${outcome}`);
export const zoneName = (zone: Zone): string => t(`assault:words.zone.${zone}`);
export const unitStatusName = (status: UnitStatus): string => t(`assaultLog:status.${status}`);

/** The outcomes' names for code that indexes them (the balance report): each read in the current language. */
export const OUTCOME_NAMES: Readonly<Record<Outcome, string>> = {
  get captured() {
    return outcomeName('captured');
  },
  get surrendered() {
    return outcomeName('surrendered');
  },
  get liberated() {
    return outcomeName('liberated');
  },
  get calledOff() {
    return outcomeName('calledOff');
  },
};

/** A zone with its ASLT-32 dungeon entrance when there is one ("the walls (entrance “Main gate”)"). */
const withEntrance = (zone: string, entrance: string | undefined) =>
  entrance ? t('assaultLog:zoneAtEntrance', { zone, entrance }) : zone;

export type SideNames = Readonly<Record<Side, string>>;

/** One log line: what happened in words and the rules it cites (GEN-5: every line cites its rule). */
export interface AssaultLine {
  readonly seq: number;
  readonly turn: number;
  readonly text: string;
  readonly ruleIds: readonly string[];
  readonly kind: 'phase' | 'throw' | 'hit' | 'loss' | 'move' | 'end' | 'other';
}

/**
 * A sentence for one event; null for the dice (each throw's line already names its naturals). Each sentence is one
 * catalogue pattern (`assaultLog:`) with its plurals; zones are named in the case the sentence needs (at, in, from,
 * to), since German declines them differently.
 */
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
        t('assaultLog:started', {
          units: t('assaultLog:count.units', { count: event.payload.unitCapacity }),
          breaches: t('assaultLog:count.breaches', { count: event.payload.breaches }),
        }),
        'phase',
      );
    case 'AssaultTurnStarted':
      return line(t('assaultLog:turnStarted', { turn: event.payload.turn }), 'phase');
    case 'PhaseStarted':
      return line(t('assaultLog:phaseStarted', { phase: phaseName(event.payload.phase) }), 'phase');
    case 'AttackThrowsRolled': {
      const p = event.payload;
      const throws = t(p.special ? 'assaultLog:count.specialThrows' : 'assaultLog:count.throws', {
        count: p.throws,
      });
      const vars = {
        unit: unit(p.unit),
        side: names[p.side],
        zone: withEntrance(t(`assaultLog:zoneAt.${p.zone}`), p.entrance),
        throws,
        modifier: `${p.modifier > 0 ? '+' : '−'}${Math.abs(p.modifier)}`,
        target: p.target,
        naturals: p.naturals.join(', '),
        hits: t('assaultLog:count.hits', { count: p.hits }),
      };
      return line(t(p.modifier === 0 ? 'assaultLog:strikes' : 'assaultLog:strikesModified', vars), 'throw');
    }
    case 'HitsAssigned': {
      const p = event.payload;
      const where = withEntrance(t(`assaultLog:zoneIn.${p.zone}`), p.entrance);
      return line(
        p.absorbed > 0
          ? t('assaultLog:hitsLandAbsorbed', { count: p.hits, where, absorbed: p.absorbed })
          : t('assaultLog:hitsLand', { count: p.hits, where }),
        'hit',
      );
    }
    case 'UnitDefeated':
      return line(
        t('assaultLog:defeated', {
          unit: unit(event.payload.unit),
          where: t(`assaultLog:zoneIn.${event.payload.zone}`),
        }),
        'loss',
      );
    case 'UnitWithdrawn':
      return line(
        t('assaultLog:withdrawn', {
          unit: unit(event.payload.unit),
          from: t(`assaultLog:zoneFrom.${event.payload.from}`),
          to: t(`assaultLog:zoneTo.${event.payload.to}`),
          status: unitStatusName(event.payload.status),
        }),
        'loss',
      );
    case 'BreakthroughAchieved':
      return line(
        event.payload.entrance
          ? t('assaultLog:breakthroughAt', { entrance: event.payload.entrance })
          : t('assaultLog:breakthrough'),
        'other',
      );
    case 'SallyAchieved': {
      const { entrance, revealed } = event.payload;
      const key = `assaultLog:sally${entrance ? 'At' : ''}${revealed ? 'Revealed' : ''}` as const;
      return line(t(key, { entrance }), 'other');
    }
    case 'BreachCreated':
      return line(
        t('assaultLog:breachCreated', {
          unit: unit(event.payload.unit),
          count: event.payload.temporaryBreaches,
        }),
        'other',
      );
    case 'UnitRedeployed': {
      const p = event.payload;
      return line(
        p.breach
          ? t('assaultLog:givenBreach', { unit: unit(p.unit) })
          : t('assaultLog:moves', {
              unit: unit(p.unit),
              from: t(`assaultLog:zoneFrom.${p.from}`),
              to: withEntrance(t(`assaultLog:zoneTo.${p.to}`), p.entrance),
            }),
        'move',
      );
    }
    case 'UnitRegrouped':
      return line(t('assaultLog:regroups', { unit: unit(event.payload.unit) }), 'move');
    case 'LeaderRedeployed':
      return line(t('assaultLog:redeploymentEnded', { army: names[event.payload.side] }), 'move');
    case 'MoraleChecked': {
      const p = event.payload;
      return line(
        t(p.broke ? 'assaultLog:moraleBreaks' : 'assaultLog:moraleHolds', {
          army: names[p.side],
          naturals: p.naturals.join(' + '),
          total: p.total,
        }),
        p.broke ? 'loss' : 'other',
      );
    }
    case 'AssaultEnded':
      return line(t('assaultLog:ended', { outcome: outcomeName(event.payload.outcome) }), 'end');
    case 'AssaultCasualtiesComputed': {
      const c = event.payload;
      const side = (s: Side) =>
        t('assaultLog:casualtiesSide', {
          army: names[s],
          dead: c[s].dead,
          wounded: c[s].wounded,
          recovering: c[s].recovering,
          prisoners: c[s].prisoners,
        });
      return line(
        t('assaultLog:casualties', {
          besieger: side('besieger'),
          defender: side('defender'),
          ransom: c.ransomValue,
        }),
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
