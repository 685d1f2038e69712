/**
 * The core vocabularies, declared once (chessops idiom: a const array, its union type derived). Records, events,
 * commands, the file schema and the scenario runner all read these; ids and enums have a home of their own so
 * that events.ts and campaign.ts need not import each other.
 */
export type SideId = string;
export type ArmyId = string;
export type BattleId = string;

/** STATUS-1: rising severity. */
export const ARMY_STATUSES = ['fresh', 'shaken', 'broken'] as const;
export type ArmyStatus = (typeof ARMY_STATUSES)[number];

/** DATA-4, RESULT-5, RETREAT-6, LOC-7: why an army was destroyed. */
export const DESTROY_CAUSES = ['massacre', 'trapped', 'siege'] as const;
export type DestroyCause = (typeof DESTROY_CAUSES)[number];

/** DATA-6 core levels. */
export const LEVELS = ['draw', 'minor', 'major', 'massacre'] as const;
export type Level = (typeof LEVELS)[number];

/** BATTLE-6: the side that won; null for a draw. */
export const BATTLE_SIDES = ['attacker', 'defender'] as const;
export type BattleSide = (typeof BATTLE_SIDES)[number];
export type BattleWinner = BattleSide | null;

/** BATTLE-3 */
export const RESOLUTION_METHODS = ['tabletop', 'dice', 'assault'] as const;
export type ResolutionMethod = (typeof RESOLUTION_METHODS)[number];

/** BATTLE-1: `fortressSiege` when the hex holds a fortress controlled by the defender's side. */
export const BATTLE_KINDS = ['field', 'fortressSiege'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];

/** BATTLE-4: where a battle's scenario came from. */
export const SCENARIO_SOURCES = ['coreChart', 'generator'] as const;
export type ScenarioSource = (typeof SCENARIO_SOURCES)[number];

/** DATA-6 */
export const BATTLE_STATES = ['pending', 'resolved', 'applied'] as const;
export type BattleState = (typeof BATTLE_STATES)[number];

/** RESULT-2 draw fall-back or RESULT-3/4 defeat retreat. */
export const RETREAT_KINDS = ['draw', 'defeat'] as const;
export type RetreatKind = (typeof RETREAT_KINDS)[number];

/** LORD-4 */
export const LORD_STATES = ['active', 'captured', 'killed'] as const;
export type LordState = (typeof LORD_STATES)[number];

/** TURN-1 */
export const CORE_PHASES = ['SETUP', 'MOVE', 'FIGHT', 'RESULTS', 'END_TURN'] as const;
export type CorePhase = (typeof CORE_PHASES)[number];

/** DATA-1 */
export const CAMPAIGN_STATUSES = ['setup', 'running', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
