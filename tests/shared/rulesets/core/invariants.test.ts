import {
  applyEvent,
  applyEvents,
  autoPlayCommand,
  awaitedRetreatOptions,
  brokenCampaignInvariant,
  COMMAND_TYPES,
  createCoreCampaign,
  emptyCampaign,
  legalMoves,
  setupFromGeneratedMap,
  step,
  type Campaign,
  type CoreSettings,
} from '@shared/rulesets/core';
import { DEMO_MAP_PARAMS, generateMap, type MapParams } from '@shared/mapgen';
import type { HexKey } from '@shared/hex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Small generated maps (two players a side, so allied rules are exercised) shared by every run. */
const PARAMS: MapParams = {
  ...DEMO_MAP_PARAMS,
  width: 16,
  height: 12,
  rivers: 2,
  villages: 3,
  towns: 1,
  cities: 1,
};
const MAPS = [1, 2, 3].map((seed) => {
  const generated = generateMap(PARAMS, seed);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  return generated.value;
});

interface Setting {
  map: number;
  seed: number;
  core: Partial<CoreSettings>;
  autoPlayers: string[];
}

const settingArb: fc.Arbitrary<Setting> = fc.record({
  map: fc.integer({ min: 0, max: MAPS.length - 1 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  core: fc.record({
    armiesPerPlayer: fc.integer({ min: 1, max: 3 }),
    defaultResolution: fc.constantFrom('tabletop' as const, 'dice' as const),
    fortressResolution: fc.constantFrom('tabletop' as const, 'dice' as const, 'assault' as const),
    scenarioSource: fc.constantFrom('coreChart' as const, 'generator' as const, 'none' as const),
    neutralSettlementsCapturable: fc.boolean(),
  }),
  autoPlayers: fc.subarray(['p-alice', 'p-bob', 'p-carol', 'p-dave']),
});

function initialState(setting: Setting): Campaign {
  const input = setupFromGeneratedMap(MAPS[setting.map]!, {
    id: 'inv',
    name: 'Invariants',
    seed: setting.seed,
    settings: {
      core: setting.core,
      autoPlay: Object.fromEntries(setting.autoPlayers.map((p) => [p, true])),
    },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  return created.value.state;
}

const LEVELS = ['draw', 'minor', 'major', 'massacre'] as const;

/** Commands a player could give now: mostly legal ones, some that must be refused, and "decide for me". */
function candidates(state: Campaign, choice: number): unknown[] {
  const auto = autoPlayCommand(state, { everyone: true, tabletopByDice: true });
  const list: unknown[] = auto ? [auto, auto, auto] : [];
  const awaiting = state.turn.awaiting;
  if (awaiting) {
    for (const option of awaitedRetreatOptions(state))
      list.push({ type: 'ChooseRetreat', armyId: awaiting.armyId, hex: option.to });
    list.push({ type: 'ChooseRetreat', armyId: awaiting.armyId, hex: '999,999' });
    list.push({ type: 'EndMovePhase' });
    return list;
  }
  const armies = state.armies.ids.map((id) => state.armies.entities[id]!);
  if (state.turn.phase === 'MOVE') {
    const active = armies.find((a) => a.hex !== null && a.moveAllowance !== undefined && !a.movedThisPhase);
    if (active) {
      for (const move of legalMoves(state, active.id))
        list.push({ type: 'MoveArmy', armyId: active.id, path: move.path });
      list.push({ type: 'MoveArmy', armyId: active.id, path: [active.hex] });
      list.push({ type: 'HoldArmy', armyId: active.id });
    }
    for (const army of armies) {
      list.push({ type: choice % 2 === 0 ? 'RollMove' : 'HoldArmy', armyId: army.id });
      list.push({ type: 'ReassignLord', playerId: army.ownerId, armyId: army.id });
    }
    list.push({ type: 'EndMovePhase' });
  } else {
    for (const id of state.battles.ids) {
      list.push({ type: 'SetResolution', battleId: id, method: ['tabletop', 'dice', 'assault'][choice % 3] });
      list.push({ type: 'GenerateScenario', battleId: id });
      list.push({ type: 'AutoResolve', battleId: id });
      const level = LEVELS[choice % 4]!;
      const winner = level === 'draw' ? null : choice % 8 < 4 ? 'attacker' : 'defender';
      list.push({ type: 'RecordTabletopResult', battleId: id, winner, level });
      list.push({ type: 'RecordTabletopResult', battleId: id, winner: 'attacker', level: 'draw' });
    }
  }
  list.push({ type: COMMAND_TYPES[choice % COMMAND_TYPES.length], armyId: 'nobody' });
  return list;
}

/**
 * Plays the chosen commands, then (when `fillIn` is set) lets auto-play carry the campaign on for up to that many
 * more commands, checking the invariants after every accepted command.
 */
function play(initial: Campaign, choices: readonly number[], fillIn: number) {
  // Play never adds a settlement or a bridge, so only the hexes that start with one need looking at each step.
  const featureHexes = (Object.keys(initial.map.hexes) as HexKey[]).filter((key) => {
    const hex = initial.map.hexes[key]!;
    return hex.settlement !== undefined || hex.bridge;
  });
  let state = initial;
  let dice = {};
  const played: unknown[] = [];
  let accepted = 0;
  const auto = (s: Campaign) => autoPlayCommand(s, { everyone: true, tabletopByDice: true });
  const script = [...choices, ...Array.from({ length: fillIn }, () => -1)];
  for (const choice of script) {
    if (state.status !== 'running') break;
    const options = choice < 0 ? [auto(state)] : candidates(state, choice);
    const command = options[Math.max(choice, 0) % options.length];
    const result = step(state, command, { dice });
    if (!result.ok) {
      // GEN-10: a refused command changes nothing.
      expect(result.state).toBe(state);
      continue;
    }
    accepted++;
    played.push(command);
    state = result.state;
    dice = result.dice;
    // The loader's own check (shared/file refuses files that break it): only the new events of the log.
    const broken = brokenCampaignInvariant(state, {
      logFrom: state.log.length - result.events.length,
      featureHexes,
    });
    if (broken) throw new Error(`${broken} after ${JSON.stringify(command)}`);
  }
  return { state, played, accepted };
}

const replayFrom = (initial: Campaign, commands: readonly unknown[]) =>
  commands.reduce<Campaign>((state, command) => {
    const result = step(state, command);
    if (!result.ok) throw new Error(`replayed ${JSON.stringify(command)} was refused`);
    return result.state;
  }, initial);

describe('engine invariants under random command sequences (fast-check)', () => {
  it('keeps every campaign invariant (brokenCampaignInvariant) and replays its own log', () => {
    let commands = 0;
    let ended = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        settingArb,
        fc.array(fc.nat({ max: 10_000 }), { minLength: 30, maxLength: 160 }),
        fc.constantFrom(0, 0, 0, 500),
        (setting, choices, fillIn) => {
          const initial = initialState(setting);
          expect(brokenCampaignInvariant(initial)).toBeUndefined();
          const { state, played, accepted } = play(initial, choices, fillIn);
          commands += accepted;
          runs++;
          if (state.status === 'ended') ended++;
          expect(brokenCampaignInvariant(state)).toBeUndefined();
          // GEN-5: the log replays to the same state, as one batch and (short logs) event by event.
          const base = emptyCampaign(setting.seed);
          expect(applyEvents(base, state.log)).toEqual(state);
          if (state.log.length < 400) expect(state.log.reduce(applyEvent, base)).toEqual(state);
          expect(state.log.map((e) => e.seq)).toEqual(state.log.map((_, i) => i + 1));
          // Same seed and commands give byte-identical JSON.
          expect(JSON.stringify(replayFrom(initialState(setting), played))).toBe(JSON.stringify(state));
        },
      ),
      { numRuns: 1200, seed: 20261121 },
    );
    // Run figures for the report: how much was exercised.
    console.info(`invariants: ${runs} sequences, ${commands} accepted commands, ${ended} campaigns ended`);
    expect(commands).toBeGreaterThan(20_000);
    expect(ended).toBeGreaterThan(50);
  }, 120_000);
});
