import type { DiceRolledPayload, KernelEvent } from '../../kernel';
import type { AssaultPhase, CasualtyReport, Outcome, Side, UnitStatus, Zone } from './model';

/**
 * EVT-1 / FORMAT-assault-defense.md "Events (assault mode)": the payloads with the format's field names
 * (references drop the `Id` suffix). The envelope stamps `assault`, `turn` and `phase` on every event
 * (AMD-13: events between phases carry the phase just ended). `PhaseStarted` is EVT-1's state-machine event;
 * `LeaderRedeployed` records that a leader has ended its redeployment (ASLT-20).
 */
export interface AssaultEventPayloads {
  AssaultStarted: { unitCapacity: number; breaches: number };
  PhaseStarted: { phase: AssaultPhase };
  AssaultTurnStarted: { turn: number };
  AttackThrowsRolled: {
    unit: string;
    side: Side;
    phase: AssaultPhase;
    zone: Zone;
    throws: number;
    modifier: number;
    target: number;
    naturals: number[];
    hits: number;
    special?: true;
    entrance?: string;
  };
  HitsAssigned: { phase: AssaultPhase; zone: Zone; hits: number; absorbed: number; entrance?: string };
  UnitDefeated: { unit: string; phase: AssaultPhase; zone: Zone };
  UnitWithdrawn: { unit: string; phase: AssaultPhase; from: Zone; to: Zone; status: UnitStatus };
  BreakthroughAchieved: { phase: AssaultPhase; entrance?: string };
  SallyAchieved: { phase: AssaultPhase; entrance?: string; revealed?: boolean };
  BreachCreated: { unit: string; temporaryBreaches: number };
  UnitRedeployed: { unit: string; from: Zone; to: Zone; breach: boolean; entrance?: string };
  UnitRegrouped: { unit: string };
  LeaderRedeployed: { side: Side };
  MoraleChecked: { side: Side; naturals: number[]; total: number; broke: boolean };
  AssaultEnded: { outcome: Outcome };
  AssaultCasualtiesComputed: CasualtyReport;
  DiceRolled: DiceRolledPayload;
}

export type AssaultEventType = keyof AssaultEventPayloads;

export type AssaultEvent = {
  [K in AssaultEventType]: KernelEvent<K, AssaultEventPayloads[K]> & {
    readonly assault: string;
    readonly turn: number;
    readonly phase: AssaultPhase;
  };
}[AssaultEventType];

/** The payload field names of each event, for the scenario runner's "unknown field" check. */
export const ASSAULT_EVENT_FIELDS: Readonly<Record<AssaultEventType, readonly string[]>> = {
  AssaultStarted: ['unitCapacity', 'breaches'],
  PhaseStarted: ['phase'],
  AssaultTurnStarted: ['turn'],
  AttackThrowsRolled: [
    'unit',
    'side',
    'phase',
    'zone',
    'throws',
    'modifier',
    'target',
    'naturals',
    'hits',
    'special',
    'entrance',
  ],
  HitsAssigned: ['phase', 'zone', 'hits', 'absorbed', 'entrance'],
  UnitDefeated: ['unit', 'phase', 'zone'],
  UnitWithdrawn: ['unit', 'phase', 'from', 'to', 'status'],
  BreakthroughAchieved: ['phase', 'entrance'],
  SallyAchieved: ['phase', 'entrance', 'revealed'],
  BreachCreated: ['unit', 'temporaryBreaches'],
  UnitRedeployed: ['unit', 'from', 'to', 'breach', 'entrance'],
  UnitRegrouped: ['unit'],
  LeaderRedeployed: ['side'],
  MoraleChecked: ['side', 'naturals', 'total', 'broke'],
  AssaultEnded: ['outcome'],
  AssaultCasualtiesComputed: ['besieger', 'defender', 'ransomValue'],
  DiceRolled: ['die', 'natural', 'purpose', 'actor', 'rollId', 'injected', 'rngAfter'],
};
