import {
  coreCampaignOf,
  firestormCampaignOf,
  firestormDemoDocument,
  skirmishHexmarchDocument,
  type HexmarchDocument,
} from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { brokenDocumentInvariant } from '@shared/file/documentInvariants';
import { kernelStep } from '@shared/kernel';
import {
  assaultRecordProblems,
  assaultRecordText,
  assaultRuleset,
  readAssaultRecord,
  type AssaultRecord,
  type RosterEntry,
} from '@shared/rulesets/assault';
import { autoPlayCommand, step } from '@shared/rulesets/core';
import {
  autoCommand,
  createDefenseGame,
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  deckToFile,
  defenseGameFile,
  defenseRuleset,
  openDefenseGameData,
  parseDeck,
  readDefenseGameFile,
  replayDefense,
  type Deck,
  type DefenseConfig,
  type DefenseState,
} from '@shared/rulesets/defense';
import { firestormAutoCommand, firestormRuleset, runFirestormCampaign } from '@shared/rulesets/firestorm';
import { fuzzBaseFiles, type Json } from './fileFuzz';
import { CORRUPTIONS, type Corruption } from './fuzzCorruptions';

/** What one file did: refused, opened whole, or one of the failures the loader promises never to have. */
export type FuzzVerdict =
  | { readonly kind: 'refused' | 'accepted'; readonly ms: number }
  | { readonly kind: 'crash' | 'corruptAccepted'; readonly ms: number; readonly detail: string };

/** A kind of file Hexmarch reads (issue 26): valid bases to mutate, and the judge of one file's text. */
export interface FuzzFamily {
  readonly name: string;
  readonly bases: () => Json[];
  /** Opens the text as the app does and judges the result (never throws). */
  readonly judge: (text: string) => FuzzVerdict;
  /** Damage a hostile or careless edit makes that random mutation rarely finds (issue 26's examples). */
  readonly corruptions: readonly Corruption[];
}

/** Commands auto-played after a file opens: a file that crashes or loops the engine within them is corrupt. */
const AUTO_PLAY_COMMANDS = 12;
/** Longer than any answer may take (issue 26: none over 1 s); the engine's 12 commands get the same. */
export const SLOW_MS = 1000;

/** Runs `check` after a successful open; a throw or a slow engine is a corrupt file that was accepted. */
function afterOpen(ms: number, check: () => string | undefined): FuzzVerdict {
  const started = performance.now();
  try {
    const problem = check();
    if (problem) return { kind: 'corruptAccepted', ms, detail: problem };
  } catch (error) {
    return { kind: 'corruptAccepted', ms, detail: `the engine fails on it: ${String(error).slice(0, 200)}` };
  }
  const engineMs = performance.now() - started;
  if (engineMs > SLOW_MS * 5)
    return {
      kind: 'corruptAccepted',
      ms,
      detail: `the engine took ${Math.round(engineMs)} ms after opening`,
    };
  return { kind: 'accepted', ms };
}

function timed<T>(open: () => T): { value: T; ms: number } | { error: unknown; ms: number } {
  const started = performance.now();
  try {
    const value = open();
    return { value, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

/** A defense game played on by the bots: a thrown error or an illegal bot command is the file's fault. */
function playDefense(state: DefenseState): string | undefined {
  let current = state;
  for (let n = 0; n < AUTO_PLAY_COMMANDS; n++) {
    const command = autoCommand(current);
    if (!command) return undefined;
    const result = kernelStep(defenseRuleset, current, command);
    if (!result.ok) return `auto-play is refused on it: ${result.violations[0]?.message ?? ''}`;
    current = result.state;
  }
  return undefined;
}

/** `.hexmarch` files of every campaign ruleset, with or without a defense game inside. */
export function judgeHexmarch(text: string): FuzzVerdict {
  const opened = timed(() => loadHexmarchFile(text));
  if ('error' in opened) return { kind: 'crash', ms: opened.ms, detail: String(opened.error).slice(0, 300) };
  const loaded = opened.value;
  if (!loaded.ok) return { kind: 'refused', ms: opened.ms };
  return afterOpen(opened.ms, () => {
    const { document, appVersion } = loaded.value;
    const broken = brokenDocumentInvariant(document);
    if (broken) return broken;
    const saved = serializeHexmarchFile(document, appVersion);
    const again = loadHexmarchFile(saved);
    if (!again.ok || serializeHexmarchFile(again.value.document, appVersion) !== saved)
      return 'does not reopen as it was saved';
    let core = coreCampaignOf(document);
    for (let n = 0; core && core.status === 'running' && n < AUTO_PLAY_COMMANDS; n++) {
      const command = autoPlayCommand(core, { everyone: true, tabletopByDice: true });
      if (!command) break;
      const result = step(core, command);
      if (!result.ok) break;
      core = result.state;
    }
    let fs = firestormCampaignOf(document);
    for (let n = 0; fs && fs.status === 'running' && n < AUTO_PLAY_COMMANDS; n++) {
      const command = firestormAutoCommand(fs);
      if (!command) break;
      const result = kernelStep(firestormRuleset, fs, command);
      if (!result.ok) return `Firestorm auto-play is refused on it: ${result.violations[0]?.message ?? ''}`;
      fs = result.state;
    }
    if (document.defenseGame && loaded.value.damagedParts.length === 0) {
      const game = openDefenseGameData(document.defenseGame);
      if (!game.ok) return 'its defense game opened in the loader but not in the store';
      return playDefense(game.game.state);
    }
    return undefined;
  });
}

function judgeDefenseGame(text: string): FuzzVerdict {
  const opened = timed(() => readDefenseGameFile(text));
  if ('error' in opened) return { kind: 'crash', ms: opened.ms, detail: String(opened.error).slice(0, 300) };
  const read = opened.value;
  if (!read.ok) return { kind: 'refused', ms: opened.ms };
  return afterOpen(opened.ms, () => {
    const saved = JSON.stringify(defenseGameFile(read.game));
    const again = readDefenseGameFile(saved);
    if (!again.ok || JSON.stringify(defenseGameFile(again.game)) !== saved)
      return 'does not reopen as it was saved';
    return playDefense(read.game.state);
  });
}

function judgeAssaultRecord(text: string): FuzzVerdict {
  const opened = timed(() => readAssaultRecord(text));
  if ('error' in opened) return { kind: 'crash', ms: opened.ms, detail: String(opened.error).slice(0, 300) };
  const read = opened.value;
  if ('errors' in read) return { kind: 'refused', ms: opened.ms };
  return afterOpen(opened.ms, () => {
    const problems = assaultRecordProblems(read.record);
    if (problems.length > 0) return problems[0];
    const saved = assaultRecordText(read.record);
    const again = readAssaultRecord(saved);
    if ('errors' in again || assaultRecordText(again.record) !== saved)
      return 'does not reopen as it was saved';
    if (read.state.phase === 'ENDED') return undefined;
    const result = kernelStep(assaultRuleset, read.state, { type: 'RunAssaultTurn', until: 'ENDED' });
    if (!result.ok) return `auto-resolve is refused on it: ${result.violations[0]?.message ?? ''}`;
    return undefined;
  });
}

/** A deck opens, saves back to itself, and a game built on it plays (in its role: faction, enemy or city). */
function judgeDeck(text: string): FuzzVerdict {
  const opened = timed(() => {
    if (text.length > 1024 * 1024) return { ok: false as const, errors: ['too large'] };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false as const, errors: ['not JSON'] };
    }
    return parseDeck(json);
  });
  if ('error' in opened) return { kind: 'crash', ms: opened.ms, detail: String(opened.error).slice(0, 300) };
  const read = opened.value;
  if (!read.ok) return { kind: 'refused', ms: opened.ms };
  return afterOpen(opened.ms, () => {
    const saved = JSON.stringify(deckToFile(read.deck));
    const again = parseDeck(JSON.parse(saved));
    if (!again.ok || JSON.stringify(deckToFile(again.deck)) !== saved)
      return 'does not reopen as it was saved';
    const config = configWith(read.deck);
    const created = createDefenseGame(config);
    if (!created.ok) return undefined;
    const setUp = replayDefense(config, [{ type: 'SetUp' }, { type: 'StartPlay' }]);
    return setUp.ok ? playDefense(setUp.state) : undefined;
  });
}

function configWith(deck: Deck): DefenseConfig {
  return {
    seed: 5,
    players: [
      { id: 'P1', name: 'Alice', deck: deck.deck === 'faction' ? deck : DEFAULT_FACTION_DECKS[0]! },
      { id: 'P2', name: 'Bob', deck: DEFAULT_FACTION_DECKS[1]! },
    ],
    enemyDecks: [deck.deck === 'enemy' ? deck : DEFAULT_ENEMY_DECKS[0]!],
    cityDeck: deck.deck === 'city' ? deck : DEFAULT_CITY_DECK,
    difficulty: 2,
    variant: 'standard',
  };
}

/** A two-player defense game `moves` auto-played commands into its play. */
function defenseGameAfter(moves: number): ReturnType<typeof defenseGameFile> {
  const config: DefenseConfig = { ...configWith(DEFAULT_FACTION_DECKS[0]!), id: 'defense-6,3-0', hex: '6,3' };
  const commands: unknown[] = [{ type: 'SetUp' }, { type: 'StartPlay' }];
  for (let i = 0; i < moves; i++) {
    const replayed = replayDefense(config, commands);
    if (!replayed.ok) throw new Error(replayed.errors.join('; '));
    const next = autoCommand(replayed.state);
    if (!next) break;
    commands.push(next);
  }
  return defenseGameFile({
    config,
    commands,
    steps: commands.map((_, i) => i + 1).slice(1),
    recorded: false,
  });
}

const asJson = (document: HexmarchDocument): Json =>
  JSON.parse(serializeHexmarchFile(document, '0.1.0')) as Json;

/** A Firestorm campaign auto-played until it has battles and sieges behind it. */
function playedFirestorm(): HexmarchDocument {
  const demo = firestormDemoDocument(2);
  const played = runFirestormCampaign(firestormCampaignOf(demo)!, { maxTurns: 8 });
  return { ...demo, campaign: played.state };
}

const besieger: RosterEntry[] = [
  { id: 'b1', name: 'Heavy foot', br: 2, troops: 120 },
  { id: 'b2', name: 'Archers', br: 1, missile: true },
  { id: 'b4', name: 'Knights', br: 4, cavalry: true },
  { id: 'b5', name: 'Spears', br: 1.5 },
  { id: 'tr', artillery: 'mediumTrebuchet', pieces: 2 },
  { id: 'ram', siegeEquipment: 'batteringRam', pieces: 6 },
];
const defender: RosterEntry[] = [
  { id: 'd1', name: 'Guards', br: 2 },
  { id: 'd2', name: 'Crossbows', br: 1, missile: true },
  { id: 'd3', name: 'Militia', br: 0.5, troops: 80 },
  { id: 'cal', siegeEquipment: 'cauldron', pieces: 4 },
];

function assaultRecords(): AssaultRecord[] {
  const input = { seed: 7, besieger, defender, stronghold: { unitCapacity: 3, breaches: 1 } };
  const base = {
    format: 'hexmarch-assault' as const,
    version: 1 as const,
    title: 'The storming of Highkeep',
    names: { besieger: 'Red host', defender: 'Highkeep garrison' },
    input,
  };
  return [
    { ...base, commands: [] },
    {
      ...base,
      commands: [
        { type: 'DeployBesieger', assault: ['b1', 'b4'], breach: ['b1'] },
        { type: 'RunAssaultTurn', until: 'ARTILLERY' },
        { type: 'RunAssaultTurn', until: 'ENDED' },
      ],
    },
  ];
}

/** Every family of file Hexmarch reads, as issue 26 lists them. */
export const FUZZ_FAMILIES: readonly FuzzFamily[] = [
  { name: 'core', bases: fuzzBaseFiles, judge: judgeHexmarch, corruptions: CORRUPTIONS.core },
  {
    name: 'Firestorm',
    bases: () => [asJson(firestormDemoDocument(3)), asJson(playedFirestorm())],
    judge: judgeHexmarch,
    corruptions: CORRUPTIONS.firestorm,
  },
  {
    name: 'defense game in a campaign',
    bases: () => [asJson({ ...skirmishHexmarchDocument(), defenseGame: defenseGameAfter(8) })],
    judge: judgeHexmarch,
    corruptions: CORRUPTIONS.defenseInCampaign,
  },
  {
    name: 'saved defense game',
    bases: () =>
      [defenseGameAfter(3), defenseGameAfter(20)].map((file) => JSON.parse(JSON.stringify(file)) as Json),
    judge: judgeDefenseGame,
    corruptions: CORRUPTIONS.defenseGame,
  },
  {
    name: 'assault record',
    bases: () => assaultRecords().map((record) => JSON.parse(JSON.stringify(record)) as Json),
    judge: judgeAssaultRecord,
    corruptions: CORRUPTIONS.assault,
  },
  {
    name: 'deck file',
    bases: () =>
      [DEFAULT_FACTION_DECKS[0]!, DEFAULT_ENEMY_DECKS[0]!, DEFAULT_CITY_DECK].map(
        (deck) => JSON.parse(JSON.stringify(deckToFile(deck))) as Json,
      ),
    judge: judgeDeck,
    corruptions: CORRUPTIONS.deck,
  },
];
