import { setLanguage } from '@shared/i18n';
import {
  FS_EVENT_TYPES,
  SIEGE_EQUIPMENT,
  runFirestormCampaign,
  type FsEvent,
  type FsState,
} from '@shared/rulesets/firestorm';
import { afterEach, describe, expect, it } from 'vitest';
import { fsEventSentence } from '../../../../../renderer/src/rulesets/firestorm/turn/fsEventSentence';
import { fsNamesOf } from '../../../../../renderer/src/rulesets/firestorm/turn/fsTurnNames';
import { stringsOf, untranslatedAmong } from '../../../../i18nScan/untranslatedAmong';
import { fourFactionCampaign } from '../../../../shared/rulesets/firestorm/fixtures';

/**
 * Issue 32: the Firestorm log is made of catalogue patterns (`fsLog`), so in the pseudo-locale no sentence of any
 * event type keeps plain English words, only the campaign's own names; German sentences are whole, too.
 */
const played = runFirestormCampaign(fourFactionCampaign(3), { maxTurns: 60 }).state;

/** Every branch of every event type: the played campaign's log plus the events a bot campaign never makes. */
function sampleEvents(state: FsState): FsEvent[] {
  const [a, b] = state.banners;
  const [f1, f2] = state.factions;
  const hex = Object.keys(state.territories)[0]!;
  const to = Object.keys(state.territories)[1]!;
  const ev = (type: FsEvent['type'], payload: Record<string, unknown>, step = 'BATTLES'): FsEvent =>
    ({ type, payload, turn: 1, step, seq: 0, ruleIds: [] }) as unknown as FsEvent;
  const battle = { battle: hex };
  return [
    ...state.log,
    ev('TurnStarted', { turn: 2 }),
    ev('DiceRolled', { actor: f1!.id, die: 'D6', natural: 4 }),
    ev('DiceRolled', { actor: f1!.id, die: 'D6', natural: 4, injected: true }),
    ev('DiceRolled', { die: '2D6', natural: 7 }),
    ev('DiceRolled', { die: '2D6', natural: 7, injected: true }),
    ev('InitiativeRolled', { order: [f1!.id, f2!.id] }),
    ev('FactionActivated', { faction: f1!.id }, 'BUILD'),
    ev('FactionActivated', { faction: f1!.id }, 'EXECUTION'),
    ev('OrdersSubmitted', { faction: f1!.id }),
    ev('OrderRevealed', { banner: a!.id, order: { type: 'hold' } }),
    ev('OrderRevealed', { banner: a!.id, order: { type: 'forcedMarch', path: [hex, to, hex] } }),
    ev('OrderForcedToHold', { banner: a!.id, attackerBanner: b!.id }),
    ev('BannerMoved', { banner: a!.id, path: [hex] }),
    ev('BannerMoved', { banner: a!.id, path: [hex, to] }),
    ev('BannerHeld', { banner: a!.id, order: 'fortify' }),
    ev('TerritoryClaimed', { to: f1!.id, hex }),
    ev('TerritoryConquered', { to: f1!.id, from: f2!.id, hex }),
    ev('DomainItemRemoved', { item: 'forge', hex, cause: 'replaced' }),
    ev('DomainItemRemoved', { item: 'forge', hex, cause: 'defense' }),
    ev('DomainItemRemoved', { item: 'forge', hex, cause: 'conquest' }),
    ev('DomainItemBuilt', { faction: f1!.id, item: 'temple', hex, cost: 10 }),
    ev('TerritoryRazed', { banner: a!.id, hex }),
    ev('BattleStarted', { hex, attacker: a!.id, defender: b!.id }),
    ev('BattleStarted', { hex, attacker: a!.id, defender: 'garrison', defenderFaction: f2!.id }),
    ev('BannerFatigued', { banner: a!.id }),
    ev('BattleKindChosen', battle),
    ev('GameResultRecorded', { ...battle, game: 1, result: 'minorVictory', method: 'tabletop' }),
    ev('GameResultRecorded', { ...battle, game: 2, result: 'majorDefeat', method: 'rolled' }),
    ev('BuildPointsRolled', { ...battle, game: 1 }),
    ev('BuildPointsRerolled', { player: 'Ian', value: 5 }),
    ev('BuildPointRerollsDeclined', battle),
    ev('GameAwardsPaid', { ...battle, game: 1 }),
    ev('BattleResolved', { ...battle, games: 1 }),
    ev('BattleResolved', { ...battle, games: 3 }),
    ev('BannerResultAggregated', { banner: a!.id, overall: 'draw' }),
    ev('BannerResultAggregated', { banner: a!.id, overall: 'majorDefeat', annihilated: true }),
    ev('BannerResultAggregated', { banner: 'garrison', overall: 'minorDefeat' }),
    ev('BannerResultAggregated', { banner: 'garrison', overall: 'majorDefeat', annihilated: true }),
    ev('BattleStageChanged', { ...battle, outcome: { attacker: 'stays', defender: 'retreat' } }),
    ev('BattleStageChanged', { ...battle, outcome: { attacker: 'scatter', defender: 'stays' } }),
    ev('GloryAwarded', { faction: f1!.id, amount: 1 }),
    ev('GloryAwarded', { faction: f1!.id, amount: 2, source: 'game', game: 1 }),
    ev('GloryAwarded', { faction: f1!.id, amount: 3, source: 'secretObjective', player: 'Ian' }),
    ev('GloryAwarded', { faction: f1!.id, amount: 1, source: 'bookBonus', reason: 'Ian held the bridge' }),
    ev('GloryTallied', { breakdown: { [f1!.id]: { glory: 12 }, [f2!.id]: { glory: 9 } } }),
    ev('BuildPointsGained', { faction: f1!.id, amount: 3 }),
    ev('BuildPointsGained', { faction: f1!.id, amount: 3, player: 'Ian' }),
    ev('BuildPointsSpent', { faction: f1!.id, amount: 2 }),
    ev('ChoiceAwaited', { choice: { kind: 'retreat', bannerId: a!.id } }),
    ev('ChoiceAwaited', { choice: { kind: 'scatter', bannerId: a!.id } }),
    ev('BannerRetreated', { banner: a!.id, from: hex, to }),
    ev('BannerScattered', { banner: a!.id, from: hex, to }),
    ev('BannerDisbanded', { banner: a!.id, cause: 'excess' }),
    ev('BannerDisbanded', { banner: a!.id, cause: 'nowhere' }),
    ev('BannerRaised', { faction: f1!.id, banner: a!.id, hex }),
    ev('CampaignEnded', { winner: [f1!.id, f2!.id], reason: 'glory 31 ≥ 30' }),
    ev('SiegeStarted', { ...battle, level: 2 }),
    ev('SiegeOpened', { ...battle, winner: 'defender' }),
    ev('SiegeTurnStarted', { ...battle, turn: 1 }),
    ev('FinalAssaultDeclared', battle),
    ev('FinalAssaultDeclared', { ...battle, forced: true }),
    ev('SiegeOptionChosen', { ...battle, side: 'attacker' }),
    ev('SiegeOptionResolved', { ...battle, side: 'attacker', option: 'bombardment', success: true }),
    ev('SiegeOptionResolved', {
      ...battle,
      side: 'defender',
      option: 'sallyOut',
      target: 'warMachines',
      success: false,
    }),
    ev('SiegeOptionResolved', { ...battle, side: 'attacker', option: 'undermine', success: true, value: 3 }),
    ev('SiegeOptionResolved', { ...battle, side: 'attacker', option: 'starveOut', success: false, value: 1 }),
    ev('SiegeTurnCompleted', { ...battle, turn: 1 }),
    ev('SiegeEquipmentBought', { ...battle, side: 'attacker', items: [], cost: 0 }),
    ev('SiegeEquipmentBought', {
      ...battle,
      side: 'attacker',
      items: [
        { item: 'batteringRam', count: 1 },
        { item: 'siegeTower', count: 2 },
      ],
      cost: 40,
    }),
    ev('SiegeLedgerRolled', battle),
    ev('SiegeEnded', { ...battle, winner: 'attacker' }),
    ev('SiegeEnded', battle),
    ev('RosterRecorded', { banner: a!.id, roster: [] }),
    ev('RosterRecorded', { banner: a!.id, roster: [{}] }),
    ev('RosterRecorded', { banner: a!.id, roster: [{}, {}] }),
    ev('DefenseScored', { faction: f1!.id, hex, winners: ['Ian'], cityBuildingsLeft: 3 }),
    ev('DefenseScored', { faction: f1!.id, hex, winners: [], cityBuildingsLeft: 0 }),
    ev('CharactersRecorded', { banner: a!.id, characters: [] }),
    ev('CharactersRecorded', { banner: a!.id, characters: ['Ivy', 'Abe'] }),
    ev('CharacterSwapped', { character: 'Ivy', from: a!.id, to: b!.id }),
    ev('SecretObjectiveRecorded', { player: 'Ian' }),
    ev('SecretObjectiveRecorded', { player: 'Ian', text: 'Hold the bridge' }),
    ev('SecretObjectiveAchieved', { player: 'Ian', text: 'Hold the bridge' }),
    ev('FinalAssaultFought', { ...battle, turns: 1 }),
    ev('FinalAssaultFought', { ...battle, turns: 4 }),
    ev('PathToGloryRecorded', { banner: a!.id, upgrades: [] }),
    ev('PathToGloryRecorded', { banner: a!.id, upgrades: [{}] }),
    ev('PathToGloryRecorded', { banner: a!.id, upgrades: [{}, {}] }),
    ev('CharacterDeathRolled', { banner: a!.id, kind: 'commander', roll: 1, outcome: 'dead' }),
    ...(['upgradeLost', 'upgradeKept', 'removed', 'survived'] as const).map((outcome) =>
      ev('CharacterDeathRolled', { banner: a!.id, kind: 'unit', unit: 'Ivy', roll: 4, outcome }),
    ),
  ];
}

const events = sampleEvents(played);
const sentences = () => events.map((e) => fsEventSentence(e, fsNamesOf(played))).filter((s) => s !== null);
/** The campaign's own text (faction names, players), the book's siege equipment names and the example texts. */
const ALLOWED = [
  ...stringsOf(played.factions),
  'Ian held the bridge',
  'Hold the bridge',
  ...Object.values(SIEGE_EQUIPMENT).map((type) => type.name),
  // Intl.ListFormat joins lists in the language's own way ("A, B, and C"): the pseudo-locale speaks English there.
  'and',
];

describe('the Firestorm log in every language (issue 32)', () => {
  afterEach(() => setLanguage('en'));

  it('samples a sentence for every Firestorm event type', () => {
    const types = new Set(events.map((e) => e.type));
    expect(FS_EVENT_TYPES.filter((type) => !types.has(type))).toEqual([]);
    expect(played.status).toBe('ended');
  });

  it('keeps no plain English in the pseudo-locale', () => {
    setLanguage('en-XA');
    const texts = sentences();
    expect(texts.length).toBeGreaterThan(events.length / 2);
    expect(untranslatedAmong(texts, ALLOWED)).toEqual([]);
  });

  it('writes whole German sentences, with no placeholders or English left', () => {
    setLanguage('de');
    const texts = sentences();
    // The GM's own texts (a Secret Objective, a book bonus's reason) stay as typed.
    const own = texts.map((s) => s.replace(/Ian held the bridge|Hold the bridge/, ''));
    expect(own.filter((s) => /\{\{|undefined|NaN|\bthe\b|\bwas\b/.test(s))).toEqual([]);
    expect(texts).toContain('Zug 2 hat begonnen.');
  });

  it('keeps the English wording', () => {
    const texts = sentences();
    expect(texts).toContain('Turn 2 began.');
    expect(texts.some((s) => /^Glory tallied: .+ 12, .+ 9\.$/.test(s))).toBe(true);
  });
});
