import type { Campaign } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import type { StateExpectSpec } from './scenarioSchema';

const show = (value: unknown) => JSON.stringify(value ?? null);

/** FORMAT.md `state:` / `finally:`: partial comparison; returns every mismatch. */
export function matchState(state: Campaign, expected: StateExpectSpec): string[] {
  const problems: string[] = [];
  const check = (what: string, want: unknown, got: unknown) => {
    if (want !== undefined && want !== got)
      problems.push(`expected ${what} = ${show(want)}, got ${show(got)}`);
  };
  for (const [id, want] of Object.entries(expected.armies ?? {})) {
    const army = state.armies.entities[id];
    if (!army) {
      problems.push(`expected army ${id}, but there is no such army`);
      continue;
    }
    check(`${id}.at`, want.at, army.hex);
    check(`${id}.status`, want.status, army.status);
    check(`${id}.destroyed`, want.destroyed, army.hex === null);
    check(`${id}.shakenSetOnTurn`, want.shakenSetOnTurn, army.shakenSetOnTurn ?? null);
  }
  for (const [hex, want] of Object.entries(expected.settlements ?? {})) {
    const settlement = state.map.hexes[hex as HexKey]?.settlement;
    if (!settlement) {
      problems.push(`expected a settlement at ${hex}, but there is none`);
      continue;
    }
    check(`settlement ${hex}.type`, want.type, settlement.type);
    check(`settlement ${hex}.controller`, want.controller, settlement.controller);
  }
  for (const [player, want] of Object.entries(expected.lords ?? {})) {
    const lord = state.lords.entities[player];
    if (!lord) {
      problems.push(`expected ${player}'s Lord, but there is none`);
      continue;
    }
    check(`${player}'s Lord state`, want.state, lord.state);
    check(`${player}'s Lord army`, want.army, lord.armyId);
  }
  if (expected.turn) {
    check('turn.number', expected.turn.number, state.turn.number);
    check('turn.side', expected.turn.side, state.turn.activeSideId);
    check('turn.phase', expected.turn.phase, state.turn.phase);
    check('turn.round', expected.turn.round, state.turn.round);
  }
  if (expected.campaign) {
    check('campaign.status', expected.campaign.status, state.status);
    check('campaign.winner', expected.campaign.winner, state.result?.winner);
  }
  return problems;
}
