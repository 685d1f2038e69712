import type { HexKey } from '@shared/hex';
import type { FsState } from '@shared/rulesets/firestorm';
import { siegedCampaign } from '../../../../fixtures/siegedFirestorm';
import { fourFactionCampaign } from '../fixtures';

/** One illegal command and the state it is given in: the refusals the scenarios do not provoke. */
export interface RefusalCase {
  readonly what: string;
  readonly state: FsState;
  readonly command: Record<string, unknown>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The states: the SIEGE-17 fixture (BATTLES, a level-2 siege of Iron's I1 by Ash's A1 at 0,0, at its Final Assault)
 * and a new four-faction campaign at START (Iron F1 with Ian and Ivy, banners B1..B4 on their towers), each patched
 * to the step or record a refusal needs. Patched by hand because the refusal, not the way there, is under test.
 */
export function refusalCases(): RefusalCase[] {
  const sieged = siegedCampaign();
  const four = fourFactionCampaign(7);
  const at = (s: FsState, step: FsState['turn']['step'], more: Partial<FsState['turn']> = {}): FsState => ({
    ...s,
    turn: { ...s.turn, step, ...more },
  });
  const battle = sieged.battles[0]!;
  const siege = sieged.sieges[0]!;
  const withBattle = (patch: Partial<Mutable<typeof battle>>, sieges = sieged.sieges): FsState => ({
    ...sieged,
    battles: [{ ...battle, ...patch }],
    sieges,
  });
  const withSiege = (patch: Partial<Mutable<typeof siege>>): FsState => ({
    ...sieged,
    sieges: [{ ...siege, ...patch }],
  });
  const ironTower = four.factions[0]!.originTowerHex;
  const territory = (s: FsState, hex: string, patch: object): FsState => ({
    ...s,
    territories: { ...s.territories, [hex]: { owner: null, items: [], ...s.territories[hex], ...patch } },
  });
  const pending = (kind: 'retreat' | 'scatter'): FsState => ({
    ...at(sieged, 'AFTERMATH'),
    pending: [{ kind, bannerId: 'I1', battleId: battle.id, options: ['-1,0' as HexKey] }],
  });
  const game = {
    attackerPlayers: ['Abe'],
    defenderPlayers: ['Ian'],
    result: 'majorVictory' as const,
    attackerTabled: false,
    defenderTabled: false,
    method: 'tabletop' as const,
  };
  const ptg = (s: FsState, more: object) => ({
    type: 'RecordPathToGlory',
    battle: '0,0',
    game: 1,
    player: 'Abe',
    ...more,
  });
  const withBarracks = territory(withBattle({ games: [game] }), '3,-3', {
    owner: 'Ash',
    items: [
      { type: 'lordsTower', builtTurn: 0 },
      { type: 'barracks', builtTurn: 1 },
    ],
  });
  const fallen = (s: FsState, banner: string, names: string[]): FsState => ({
    ...s,
    banners: s.banners.map((b) => (b.id === banner ? { ...b, fallen: names } : b)),
  });
  const defense = (hex: string, result: object) => ({
    type: 'RecordDefense',
    hex,
    result: {
      defenseId: 'd-1',
      winners: [],
      influence: [{ playerId: 'Ian', influence: 3 }],
      cityBuildingsLeft: 1,
      affectsCampaign: false,
      ...result,
    },
  });
  const walled = territory(four, '5,5', { items: [{ type: 'walledSettlement', builtTurn: 0 }] });
  const choosing = withSiege({ state: 'siegeTurns', turnStep: 'choose', chosen: {} });
  const upkeep = at(four, 'UPKEEP');
  const noBanner = { ...upkeep, banners: upkeep.banners.filter((b) => b.id !== 'B1') };
  const build = at(four, 'BUILD', { active: 'F1' });
  return [
    { what: 'AFTERMATH waits for a retreat', state: pending('retreat'), command: { type: 'Advance' } },
    { what: 'AFTERMATH waits for a scatter', state: pending('scatter'), command: { type: 'Advance' } },
    {
      what: 'BATTLES with a battle of no kind',
      state: withBattle({ kind: undefined }, []),
      command: { type: 'Advance' },
    },
    { what: 'BATTLES with a siege under way', state: sieged, command: { type: 'Advance' } },
    { what: 'BATTLES with no game', state: withBattle({ kind: 'field' }, []), command: { type: 'Advance' } },
    { what: 'no battle there', state: sieged, command: { type: 'ChooseSiege', battle: '5,5', siege: true } },
    { what: 'already a siege', state: sieged, command: { type: 'ChooseSiege', battle: '0,0', siege: true } },
    {
      what: "not the defender's territory",
      state: territory(withBattle({ kind: undefined }, []), '0,0', { owner: 'Ash' }),
      command: { type: 'ChooseSiege', battle: '0,0', siege: true },
    },
    {
      what: 'players of neither side',
      state: sieged,
      command: {
        type: 'RecordGame',
        battle: '0,0',
        game: { attackerPlayers: ['Zed'], defenderPlayers: ['Zoe'], result: 'draw' },
      },
    },
    {
      what: 'the quick roll is off',
      state: { ...sieged, settings: { ...sieged.settings, 'fs.finalAssaultQuickRoll': false } },
      command: { type: 'AutoResolve', battle: '0,0' },
    },
    {
      what: 'no such banner',
      state: at(four, 'EXECUTION', { active: 'F1' }),
      command: { type: 'ExecuteNext', banner: 'B9' },
    },
    {
      what: 'no such faction',
      state: build,
      command: { type: 'Build', faction: 'F9', hex: ironTower, item: 'forge' },
    },
    {
      what: 'the Scepter is built',
      state: build,
      command: { type: 'Build', faction: 'F1', hex: ironTower, item: 'scepterOfFlame' },
    },
    {
      what: 'forging without a Build Point',
      state: territory(build, ironTower, {
        special: { name: 'Ember Well', glory: 1, scepterIngredient: true },
      }),
      command: { type: 'ForgeScepter', faction: 'F1' },
    },
    {
      what: 'a fallen character',
      state: fallen(four, 'B1', ['Gorgon']),
      command: { type: 'RecordCharacters', banner: 'B1', characters: ['Gorgon'] },
    },
    {
      what: 'a swap of a character not there',
      state: at(four, 'ORDERS'),
      command: { type: 'SwapCharacter', character: 'Gorgon', from: 'B1', to: 'B2' },
    },
    {
      what: 'no retreat to choose',
      state: at(four, 'AFTERMATH'),
      command: { type: 'ChooseRetreat', banner: 'B1', hex: ironTower },
    },
    {
      what: 'no scatter to choose',
      state: at(four, 'AFTERMATH'),
      command: { type: 'ChooseScatter', banner: 'B1', hex: ironTower },
    },
    {
      what: 'two orders for a banner',
      state: at(four, 'ORDERS'),
      command: {
        type: 'SubmitOrders',
        faction: 'F1',
        orders: [
          { banner: 'B1', type: 'hold' },
          { banner: 'B1', type: 'hold' },
        ],
      },
    },
    {
      what: 'a Hold with a path',
      state: at(four, 'ORDERS'),
      command: {
        type: 'SubmitOrders',
        faction: 'F1',
        orders: [{ banner: 'B1', type: 'hold', path: [ironTower, '5,5'] }],
      },
    },
    {
      what: 'a path from elsewhere',
      state: at(four, 'ORDERS'),
      command: {
        type: 'SubmitOrders',
        faction: 'F1',
        orders: [{ banner: 'B1', type: 'move', path: ['5,5', '5,6'] }],
      },
    },
    { what: 'Path to Glory with no battle', state: sieged, command: ptg(sieged, { battle: '5,5' }) },
    {
      what: 'Path to Glory of a garrison',
      state: withBattle({ games: [game], defender: { ...battle.defender, bannerId: null, garrison: true } }),
      command: ptg(sieged, { player: 'Ian' }),
    },
    {
      what: 'the same unit upgraded twice',
      state: withBarracks,
      command: ptg(sieged, {
        upgrades: [
          { unit: 'Blades', upgrade: 'Veteran' },
          { unit: 'Blades', upgrade: 'Veteran' },
        ],
      }),
    },
    {
      what: 'a character slain again',
      state: fallen(withBarracks, 'A1', ['Gorgon']),
      command: ptg(sieged, { slainCharacters: ['Gorgon'] }),
    },
    { what: 'nothing to defend', state: four, command: defense('5,5', {}) },
    {
      what: 'an unclaimed settlement',
      state: walled,
      command: defense('5,5', {}),
    },
    {
      what: 'a stranger defends',
      state: four,
      command: defense(ironTower, { influence: [{ playerId: 'Zed', influence: 1 }] }),
    },
    { what: 'a winner who did not play', state: four, command: defense(ironTower, { winners: ['Ivy'] }) },
    {
      what: 'a defense logged twice',
      state: {
        ...four,
        log: [...four.log, { type: 'DefenseScored', turn: 0, payload: { defenseId: 'd-1' }, ruleIds: [] }],
      } as FsState,
      command: defense(ironTower, {}),
    },
    {
      what: 'an objective for a stranger',
      state: four,
      command: { type: 'RecordSecretObjective', player: 'Zed', text: 'Hold the pass' },
    },
    {
      what: 'an objective already met',
      state: { ...four, secretObjectives: { Ian: { text: 'Hold the pass', achieved: true } } } as FsState,
      command: { type: 'RecordSecretObjective', player: 'Ian', text: 'Hold the pass' },
    },
    {
      what: 'no objective to meet',
      state: four,
      command: { type: 'RecordObjectiveAchieved', player: 'Ian', glory: 1 },
    },
    {
      what: 'glory for no faction',
      state: four,
      command: { type: 'RecordGloryBonus', faction: 'F9', glory: 1, reason: 'Relic' },
    },
    {
      what: 'equipment before the Final Assault',
      state: choosing,
      command: { type: 'BuySiegeEquipment', battle: '0,0', side: 'attacker', items: [] },
    },
    {
      what: "the attacker's equipment for the defender",
      state: sieged,
      command: {
        type: 'BuySiegeEquipment',
        battle: '0,0',
        side: 'defender',
        items: [{ item: 'logRam', count: 1 }],
      },
    },
    {
      what: 'equipment named twice',
      state: sieged,
      command: {
        type: 'BuySiegeEquipment',
        battle: '0,0',
        side: 'attacker',
        items: [
          { item: 'logRam', count: 1 },
          { item: 'logRam', count: 1 },
        ],
      },
    },
    {
      what: 'the defender chooses twice',
      state: withSiege({
        state: 'siegeTurns',
        turnStep: 'choose',
        chosen: { defender: { option: 'sendForHelp' } },
      }),
      command: { type: 'ChooseSiegeOption', battle: '0,0', side: 'defender', option: 'sendForHelp' },
    },
    {
      what: "an attacker's option for the defender",
      state: choosing,
      command: { type: 'ChooseSiegeOption', battle: '0,0', side: 'defender', option: 'bombardment' },
    },
    {
      what: 'a target for Send for Help',
      state: choosing,
      command: {
        type: 'ChooseSiegeOption',
        battle: '0,0',
        side: 'defender',
        option: 'sendForHelp',
        target: 'warMachines',
      },
    },
    {
      what: "a banner's id taken",
      state: noBanner,
      command: { type: 'RaiseBanner', faction: 'F1', banner: 'B2' },
    },
    {
      what: 'a banner on the tower',
      state: {
        ...noBanner,
        banners: noBanner.banners.map((b) => (b.id === 'B2' ? { ...b, hex: ironTower } : b)),
      },
      command: { type: 'RaiseBanner', faction: 'F1' },
    },
    { what: 'an unreadable hex', state: sieged, command: { type: 'ChooseSiege', battle: 'x', siege: true } },
  ];
}
