import { applyEvent, createCoreCampaign, setupFromGeneratedMap, type Campaign } from '@shared/rulesets/core';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';

/** A fresh core campaign on the default 30×20 generated map (seed 1): the GM's setup before the first move. */
export function freshCampaign(seed = 1): Campaign {
  const generated = generateMap(DEFAULT_MAP_PARAMS, seed);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const input = setupFromGeneratedMap(generated.value, {
    id: `balance-${seed}`,
    name: `Balance ${seed}`,
    seed,
    settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  return created.value.state;
}

/**
 * The same setup with one army fewer for the second side: its last army without a Lord is removed through the
 * engine's own ArmyDestroyed event (so the campaign stays consistent), as a GM handicapping a side would.
 */
export function oneArmyFewer(setup: Campaign): Campaign {
  const side = setup.sides[1]!;
  const players = new Set(setup.players.filter((p) => p.sideId === side.id).map((p) => p.id));
  const lordArmies = new Set(setup.lords.ids.map((id) => setup.lords.entities[id]!.armyId));
  const victim = [...setup.armies.ids]
    .reverse()
    .map((id) => setup.armies.entities[id]!)
    .find((army) => players.has(army.ownerId) && !lordArmies.has(army.id));
  if (!victim) throw new Error('no army without a Lord to remove');
  return applyEvent(setup, {
    seq: setup.log.length + 1,
    turn: setup.turn.number,
    phase: setup.turn.phase,
    type: 'ArmyDestroyed',
    payload: { armyId: victim.id, hex: victim.hex!, cause: 'trapped' },
    ruleIds: ['RETREAT-7'],
  });
}
