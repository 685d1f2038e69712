import { coreCampaignOf, documentFromGenerated, type HexmarchDocument } from '@shared/document';
import {
  createCoreCampaign,
  runCampaign,
  setupFromGeneratedMap,
  type EngineEvent,
} from '@shared/rulesets/core';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { generateMap } from '@shared/mapgen';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';
import { benchParams } from './mapgenSuite';
import { battleListOfNumbers, logOfWrongValues } from './hostileFiles';

const SIZE = 316;
const TURNS = 500;
const PLAYED_TURNS = 20;
const TARGET_MS = 300;

/**
 * A 316×316 generated map with a core campaign (6 armies a player) whose log covers 500 side-turns. Auto-playing
 * 500 turns on this map takes ~18 s (armies cross it slowly), so 20 turns are played and their events repeated,
 * renumbered (seq, turn), up to turn 500: the same event mix and size a real log of that length has.
 */
export function bigCampaignDocument(): HexmarchDocument {
  const generated = generateMap(benchParams(SIZE, SIZE), SIZE);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const input = setupFromGeneratedMap(generated.value, {
    id: 'bench-file',
    name: 'Bench file',
    seed: 5,
    settings: { core: { armiesPerPlayer: 6, defaultResolution: 'dice', fortressResolution: 'dice' } },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  const played = runCampaign(created.value.state, { maxTurns: PLAYED_TURNS }).state;
  const turnEvents = played.log.filter((event) => event.turn >= 2 && event.turn <= PLAYED_TURNS);
  const log: EngineEvent[] = played.log.filter((event) => event.turn < 2);
  for (let turn = 2; log.length === 0 || log.at(-1)!.turn < TURNS; turn += PLAYED_TURNS - 1) {
    for (const event of turnEvents) {
      const shifted = event.turn - 2 + turn;
      if (shifted > TURNS) break;
      log.push({ ...event, seq: log.length + 1, turn: shifted } as EngineEvent);
    }
  }
  return {
    mapDocument: documentFromGenerated(generated.value),
    campaign: { ...played, turn: { ...played.turn, number: TURNS + 1 }, log },
  };
}

/**
 * The same document with new map objects (same hexes), so shared/file's per-map cache misses and every map is
 * packed: the first save of a session. The copy itself is three spreads and one pass over the log.
 */
function withFreshMaps(document: HexmarchDocument): HexmarchDocument {
  const campaign = coreCampaignOf(document)!;
  return {
    mapDocument: { ...document.mapDocument, map: { ...document.mapDocument.map } },
    campaign: {
      ...campaign,
      map: { ...campaign.map },
      log: campaign.log.map((event) =>
        event.type === 'MapGenerated' ? { ...event, payload: { map: { ...event.payload.map } } } : event,
      ),
    },
  };
}

async function fileFigures(): Promise<BenchFigure[]> {
  const document = bigCampaignDocument();
  const text = serializeHexmarchFile(document, '0.1.0');
  const plain = JSON.stringify(document);
  const opened = loadHexmarchFile(text);
  if (!opened.ok) throw new Error('The bench file did not load');
  let loadedOk = true;
  let refused = true;
  const hostile = { numbers: battleListOfNumbers(text.length), wrongLog: logOfWrongValues(text.length) };
  const [save, resave, saveOpened, stringify, load, parse, refuseNumbers, refuseLog] =
    await measureInterleaved(
      [
        () => serializeHexmarchFile(withFreshMaps(document), '0.1.0'),
        () => serializeHexmarchFile(document, '0.1.0'),
        // Opening remembers each map's packed form, so the first save after Open packs nothing.
        () => serializeHexmarchFile(opened.value.document, '0.1.0'),
        () => JSON.stringify(document),
        () => (loadedOk = loadHexmarchFile(text).ok && loadedOk),
        () => JSON.parse(plain) as unknown,
        () => (refused = !loadHexmarchFile(hostile.numbers).ok && refused),
        () => (refused = !loadHexmarchFile(hostile.wrongLog).ok && refused),
      ],
      { warmup: 3, runs: 11 },
    );
  if (!loadedOk) throw new Error('The bench file did not load');
  if (!refused) throw new Error('A hostile bench file was opened');
  const events = document.campaign!.log.length;
  const what = `${SIZE}×${SIZE} map, ${TURNS} turns (${events} events)`;
  const figure = (name: string, ours: number, base: number, baseName: string): BenchFigure => ({
    name: `${name} ${what}`,
    unit: 'ms',
    median: ours,
    baselineMedian: base,
    ratio: ours / base,
    target: `≤ ${TARGET_MS} ms`,
    met: ours <= TARGET_MS,
    note: `baseline: ${baseName} of the same document unpacked (${(plain.length / 1e6).toFixed(1)} MB of JSON)`,
  });
  // Issue 9: any file is opened or refused in about a second; a refusal costs no more than opening a good file.
  const refusal = (name: string, ours: number, base: number, chars: number): BenchFigure => ({
    name: `${name} (${(chars / 1e6).toFixed(1)} MB)`,
    unit: 'ms',
    median: ours,
    baselineMedian: base,
    ratio: ours / base,
    target: '≤ 1× baseline',
    met: ours <= base,
    note: `baseline: loading the good ${(text.length / 1e6).toFixed(1)} MB file above`,
  });
  return [
    figure('first save (every map packed)', save!.median, stringify!.median, 'JSON.stringify'),
    figure('save again (autosave: maps unchanged)', resave!.median, stringify!.median, 'JSON.stringify'),
    figure('first save after open', saveOpened!.median, stringify!.median, 'JSON.stringify'),
    figure('load (parse, migrate, validate)', load!.median, parse!.median, 'JSON.parse'),
    refusal(
      `refuse a battle list of ${((hostile.numbers.length / 8) | 0).toLocaleString('en')} numbers`,
      refuseNumbers!.median,
      load!.median,
      hostile.numbers.length,
    ),
    refusal(
      'refuse a log whose every event holds a wrong value',
      refuseLog!.median,
      load!.median,
      hostile.wrongLog.length,
    ),
    {
      name: `file size ${what}`,
      unit: 'MB',
      median: text.length / 1e6,
      baselineMedian: plain.length / 1e6,
      ratio: text.length / plain.length,
      target: '',
      met: null,
      note: 'maps packed (shared/file/packedMap.ts); baseline: the document as plain JSON',
    },
  ];
}

/** Issue 5 §8: saving and loading a big campaign file. Disk time is not included (it is the OS's, not ours). */
export const fileSuite: BenchSuite = { name: 'file', run: fileFigures };
