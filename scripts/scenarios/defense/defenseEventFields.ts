import type { DefenseEventType } from '@shared/rulesets/defense';

/**
 * FORMAT-assault-defense.md "Events (defense mode)" with their fields, plus the events this engine adds for the
 * ANV-8 setup and ANV-10..14 actions that the FORMAT does not cover yet. Every event also carries `defense`.
 */
export const DEFENSE_EVENT_FIELDS: Readonly<Record<DefenseEventType, readonly string[]>> = {
  EnemyPlaced: ['enemy', 'square', 'side', 'faceUp', 'from'],
  AssaultTriggered: ['side', 'player', 'tiles'],
  FinalAssaultStarted: ['side'],
  AttackRolled: [
    'unit',
    'enemy',
    'roll',
    'die',
    'faces',
    'support',
    'modifier',
    'total',
    'outcome',
    'reroll',
  ],
  EnemyKilled: ['enemy', 'square', 'unit'],
  InfluenceGained: ['player', 'amount', 'source'],
  UnitKilled: ['unit', 'square', 'enemy'],
  BuildingDestroyed: ['building', 'square', 'enemy'],
  EnemyAdvanced: ['enemy', 'from', 'to'],
  EnemyDiscarded: ['enemy', 'from'],
  DefenseScored: ['winner', 'influence', 'cityBuildingsLeft'],
  DiceRolled: ['die', 'natural', 'purpose', 'actor', 'injected'],
  // Beyond the FORMAT's list (EVT list names where it has them):
  PileShuffled: ['pile', 'player', 'order'],
  DefenseStarted: ['players', 'variant', 'difficulty'],
  TilesDrawn: ['player', 'tiles'],
  DrawPileRenewed: ['player', 'tiles'],
  HandMulliganed: ['player', 'tiles'],
  StartPlayerChosen: ['player'],
  TurnStarted: ['player', 'turn'],
  PhaseEntered: ['phase'],
  TilesDiscarded: ['player', 'tiles', 'reason'],
  TilePlaced: ['player', 'tile', 'square', 'kind', 'cost'],
  CityBuildingBought: ['player', 'building', 'slot'],
  Passed: ['player', 'discarded'],
  WarCryApplied: ['result', 'effect', 'count'],
  OnslaughtStarted: ['player'],
  AttackWaveStarted: ['wave'],
  AssaultEnded: ['side'],
  MarketCleared: ['buildings'],
  MarketRefilled: ['market'],
  MarkerReturned: ['player'],
};
