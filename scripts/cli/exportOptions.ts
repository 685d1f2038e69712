import { coreCampaignOf, firestormCampaignOf, type HexmarchDocument } from '@shared/document';
import {
  DEFAULT_PRINT_SETTINGS,
  PAPER_SIZES,
  PRINT_DPIS,
  type PrintDpi,
  type PrintSettings,
  type StandardPaper,
} from '@shared/print';
import { formatList, t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';
import {
  DEFAULT_PRINT_CHOICES,
  handoutAudiences,
  type PrintChoices,
} from '../../renderer/src/print/printContent';
import { MAP_EXPORT_FORMATS, type MapExportFormat } from '../../renderer/src/print/vector/mapExportFormat';
import { numberFlag, sizeFlag, type CliArgs } from './cliArgs';
import { textFlagProblem } from './textFlag';

export const EXPORT_VALUED = [
  'paper',
  'orientation',
  'dpi',
  'pages',
  'hex-mm',
  'margin',
  'overlap',
  'coords',
  'title',
  'side',
  'out',
  'format',
] as const;
export const EXPORT_SWITCHES = [
  'png',
  'pdf',
  'single',
  'no-crop-marks',
  'no-legend',
  'no-armies',
  'no-lords',
  'no-turn',
  'no-notes',
  'force',
] as const;

/** The format an output name implies when neither --format nor --png/--pdf is given. */
const OUT_FORMATS: readonly (readonly [RegExp, MapExportFormat])[] = [
  [/\.svg$/i, 'svg'],
  [/\.tmj$/i, 'tiled'],
  [/\.hexjson$/i, 'hexjson'],
];

export interface ExportOptions {
  readonly input: string;
  readonly out: string;
  /** The printout (pdf, png) or a map for another tool (issue 31: svg, foundry, tiled, hexjson). */
  readonly format: 'pdf' | 'png' | MapExportFormat;
  /** PNG only: the whole map as one image instead of one image per sheet. */
  readonly single: boolean;
  readonly settings: PrintSettings;
  readonly choices: PrintChoices;
  /** The value of --side: a side's id or name, "all" for one handout per side, or null for the GM's map. */
  readonly side: string | null;
  /** Replace outputs that already exist (otherwise they are refused). */
  readonly force: boolean;
}

/** Reads `hexmarch export` flags into print settings; every mistake is one sentence naming the flag. */
export function exportOptions(args: CliArgs): Result<ExportOptions, string> {
  const [input, ...extra] = args.positional;
  if (!input) return err(t('cli:export.nameFile'));
  if (extra.length > 0) return err(t('cli:args.unexpected', { arg: extra[0] }));
  const out = args.values.get('out');
  if (!out) return err(t('cli:export.outRequired'));
  const png = args.switches.has('png') || (/\.png$/i.test(out) && !args.switches.has('pdf'));
  if (args.switches.has('png') && args.switches.has('pdf')) return err(t('cli:export.pngOrPdf'));
  const formatFlag = args.values.get('format');
  const formats = ['pdf', 'png', ...MAP_EXPORT_FORMATS] as const;
  const named = formats.find((f) => f === formatFlag?.toLowerCase());
  if (formatFlag !== undefined && !named)
    // Format names are code words, listed as the usage lists them: only the last joins with a word.
    return err(
      t('cli:export.formatBad', {
        formats: formats.slice(0, -1).join(', '),
        last: formats.at(-1),
        value: formatFlag,
      }),
    );
  if (named && (args.switches.has('png') || args.switches.has('pdf')) && named !== (png ? 'png' : 'pdf'))
    return err(t('cli:export.formatOrFlag', { format: named, flag: png ? 'png' : 'pdf' }));
  const byName = OUT_FORMATS.find(([pattern]) => pattern.test(out))?.[1];
  const format =
    named ?? (args.switches.has('png') || args.switches.has('pdf') ? null : byName) ?? (png ? 'png' : 'pdf');

  let settings: PrintSettings = { ...DEFAULT_PRINT_SETTINGS };
  const paper = args.values.get('paper');
  if (paper !== undefined) {
    const named = (Object.keys(PAPER_SIZES) as StandardPaper[]).find(
      (n) => n.toLowerCase() === paper.toLowerCase(),
    );
    if (named) settings = { ...settings, paper: named };
    else {
      const custom = sizeFlag(paper, 'paper');
      if (!custom.ok) return err(t('cli:export.paperBad', { value: paper }));
      settings = {
        ...settings,
        paper: 'custom',
        customSize: { widthMm: custom.value.a, heightMm: custom.value.b },
      };
    }
  }
  const orientation = args.values.get('orientation');
  if (orientation !== undefined) {
    if (orientation !== 'portrait' && orientation !== 'landscape')
      return err(t('cli:export.orientationBad', { value: orientation }));
    settings = { ...settings, orientation };
  }
  const dpi = args.values.get('dpi');
  if (dpi !== undefined) {
    if (!PRINT_DPIS.includes(Number(dpi) as PrintDpi)) return err(t('cli:export.dpiBad', { value: dpi }));
    settings = { ...settings, dpi: Number(dpi) as PrintDpi };
  }
  const pages = args.values.get('pages');
  const hexMm = numberFlag(args, 'hex-mm');
  if (!hexMm.ok) return hexMm;
  if (pages !== undefined && hexMm.value !== undefined) return err(t('cli:export.pagesOrHexMm'));
  if (pages !== undefined) {
    const grid = sizeFlag(pages, 'pages');
    if (!grid.ok) return grid;
    settings = { ...settings, sizing: { mode: 'fitPages', columns: grid.value.a, rows: grid.value.b } };
  }
  if (hexMm.value !== undefined)
    settings = { ...settings, sizing: { mode: 'hexSize', hexAcrossFlatsMm: hexMm.value } };
  for (const [flag, key] of [
    ['margin', 'marginMm'],
    ['overlap', 'overlapMm'],
  ] as const) {
    const value = numberFlag(args, flag);
    if (!value.ok) return value;
    if (value.value !== undefined) settings = { ...settings, [key]: value.value };
  }
  settings = {
    ...settings,
    cropMarks: !args.switches.has('no-crop-marks'),
    legend: !args.switches.has('no-legend'),
  };

  const titleProblem = textFlagProblem('title', args.values.get('title'));
  if (titleProblem) return err(titleProblem);
  const coords = args.values.get('coords');
  if (coords !== undefined && coords !== 'classic' && coords !== 'axial' && coords !== 'none')
    return err(t('cli:export.coordsBad', { value: coords }));
  const choices: PrintChoices = {
    ...DEFAULT_PRINT_CHOICES,
    title: args.values.get('title') ?? DEFAULT_PRINT_CHOICES.title,
    coordinates: coords === 'classic' || coords === 'axial' ? coords : null,
    showArmies: !args.switches.has('no-armies'),
    showLords: !args.switches.has('no-lords'),
    showTurn: !args.switches.has('no-turn'),
    showNotes: !args.switches.has('no-notes'),
  };
  // The scene, map or HexJSON file is `out`; a picture's name there would collide with its companion image.
  const dataFile = { foundry: '.json', tiled: '.tmj', hexjson: '.hexjson' } as const;
  if (format in dataFile && /\.(png|pdf|svg)$/i.test(out)) {
    const wanted = dataFile[format as keyof typeof dataFile];
    return err(t('cli:export.dataFileName', { format, ext: wanted, out }));
  }
  return ok({
    input,
    out,
    format,
    single: args.switches.has('single'),
    settings,
    choices,
    side: args.values.get('side') ?? null,
    force: args.switches.has('force'),
  });
}

/** The side ids `--side` names in `document`: one by id or name (any case), every side for "all". */
export function handoutSides(
  document: HexmarchDocument,
  side: string,
): Result<{ id: string; name: string }[], string> {
  // A Firestorm campaign hands out per faction (issue 12), each with its own orders only (FS-ORDER-2).
  const firestorm = firestormCampaignOf(document) !== null;
  const sides = firestorm
    ? handoutAudiences(document)
    : (coreCampaignOf(document)?.sides ?? document.mapDocument.sides).map(({ id, name }) => ({ id, name }));
  if (!document.campaign) return err(t('cli:export.handoutsNeedCampaign'));
  if (side.toLowerCase() === 'all') return ok(sides);
  const found = sides.find((s) => s.id === side || s.name.toLowerCase() === side.toLowerCase());
  return found
    ? ok([found])
    : err(
        t(firestorm ? 'cli:export.noFaction' : 'cli:export.noSide', {
          name: side,
          names: formatList(sides.map((s) => s.name)),
        }),
      );
}
