import {
  campaignOnMap,
  documentFromGenerated,
  firestormOnMap,
  newFirestormCampaign,
  type LandGrab,
  type CampaignState,
  type CampaignRulesetId,
  type HexmarchDocument,
  type MapDocument,
} from '@shared/document';
import { hexName } from '@shared/hex';
import { DEMO_MAP_PARAMS, generateMap, problemSentences, withSizedCounts } from '@shared/mapgen';
import type { StartFairness } from '@shared/rulesets/firestorm';
import { err, ok, type Result } from '@shared/result';
import { numberFlag, sizeFlag, type CliArgs } from './cliArgs';
import type { CliIo } from './cliIo';
import { refuseExisting, writeOutputs } from './cliOutput';
import { hexmarchFileText } from './documentFile';
import { textFlagProblem } from './textFlag';
import { loadHexmarchFile } from '@shared/file';

export const NEW_VALUED = ['seed', 'size', 'out', 'name', 'ruleset', 'factions'] as const;
export const NEW_SWITCHES = ['map-only', 'force'] as const;

export interface NewOptions {
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  readonly out: string;
  readonly name: string;
  /** The campaign's rules: core (seed 001) or Firestorm (seed 000). */
  readonly ruleset: CampaignRulesetId;
  /** Firestorm: how many factions (FS-SETUP-1: 2–4), one per grand alliance in the order Order, Chaos, Death, Destruction. */
  readonly factions: number;
  /** Leave the campaign unstarted (a map to prepare in the editor). */
  readonly mapOnly: boolean;
  /** Replace `out` if it exists (otherwise it is refused). */
  readonly force: boolean;
  /** --size was given: a Firestorm campaign otherwise proposes a map sized for its factions (issue 24). */
  readonly sizeGiven: boolean;
}

export function newOptions(args: CliArgs): Result<NewOptions, string> {
  if (args.positional.length > 0) return err(`Unexpected argument "${args.positional[0]}".`);
  const out = args.values.get('out');
  if (!out) return err('--out is required (e.g. --out campaign.hexmarch).');
  const seed = numberFlag(args, 'seed');
  if (!seed.ok) return seed;
  if (seed.value !== undefined && !Number.isSafeInteger(seed.value))
    return err('--seed must be a whole number.');
  const size = sizeFlag(
    args.values.get('size') ?? `${DEMO_MAP_PARAMS.width}x${DEMO_MAP_PARAMS.height}`,
    'size',
  );
  if (!size.ok) return size;
  const ruleset = args.values.get('ruleset') ?? 'core';
  if (!isCampaignRuleset(ruleset))
    return err(`--ruleset must be ${Object.keys(CAMPAIGN_ON_MAP).join(' or ')}, not "${ruleset}".`);
  const factions = numberFlag(args, 'factions');
  if (!factions.ok) return factions;
  if (factions.value !== undefined && ruleset !== 'firestorm')
    return err('--factions is for Firestorm campaigns (--ruleset firestorm).');
  const factionCount = factions.value ?? 4;
  if (!Number.isInteger(factionCount) || factionCount < 2 || factionCount > 4)
    return err(`--factions must be 2, 3 or 4 (FS-SETUP-1), not ${factionCount}.`);
  const nameProblem = textFlagProblem('name', args.values.get('name'));
  if (nameProblem) return err(nameProblem);
  return ok({
    ruleset,
    factions: factionCount,
    seed: seed.value ?? 1,
    width: size.value.a,
    height: size.value.b,
    out,
    name: args.values.get('name') ?? 'New campaign',
    mapOnly: args.switches.has('map-only'),
    force: args.switches.has('force'),
    sizeGiven: args.values.has('size'),
  });
}

/**
 * Each campaign ruleset's set-up on a fresh map: core's SETUP-1..8 with the demo's sides; Firestorm's FS-SETUP-1..6
 * with four factions of the four grand alliances (renamed and edited in the app), recording tabletop games.
 */
type CampaignOnMap = (map: MapDocument, seed: number, options: NewOptions) => CampaignState;

const CAMPAIGN_ON_MAP: Record<CampaignRulesetId, CampaignOnMap> = {
  core: (map, seed, options) => campaignOnMap(map, seed, options.name),
  firestorm: (map, seed, options) => firestormOnMap(map, seed, options.name, {}, options.factions),
};

const isCampaignRuleset = (value: string): value is CampaignRulesetId =>
  Object.hasOwn(CAMPAIGN_ON_MAP, value);

/**
 * The demo's sides and terrain mix at the given size, with the feature counts the "New map" dialog suggests for that
 * size (withSizedCounts, issue 15): one default for the app and the CLI, so a 400×400 map gets its hundreds of
 * settlements and rivers, not the 30×20 demo's twelve settlements (issue 27).
 */
export const newMapParams = (width: number, height: number) =>
  withSizedCounts({ ...DEMO_MAP_PARAMS, width, height });

/**
 * `hexmarch new`: generates a map from the demo's sides and settings at the given size and seed (GEN-5: the same
 * seed gives the same file), sets the campaign up on it (SETUP-1..8) unless --map-only, and writes the file.
 */
export async function newCommand(options: NewOptions, io: CliIo): Promise<number> {
  const existing = await refuseExisting([options.out], options.force);
  if (existing) {
    io.error(existing);
    return 1;
  }
  if (options.ruleset === 'firestorm' && !options.mapOnly) return newFirestormCommand(options, io);
  const generated = generateMap(newMapParams(options.width, options.height), options.seed);
  if (!generated.ok) {
    io.error(`Cannot make that map: ${problemSentences(generated.error)}`);
    return 2;
  }
  const mapDocument = documentFromGenerated(generated.value);
  let document: HexmarchDocument = { mapDocument, campaign: null };
  if (!options.mapOnly) {
    try {
      document = {
        mapDocument,
        campaign: CAMPAIGN_ON_MAP[options.ruleset](mapDocument, options.seed, options),
      };
    } catch (error) {
      io.error(
        `The map cannot carry a campaign (${(error as Error).message}); use --map-only to keep the map.`,
      );
      return 1;
    }
  }
  const text = hexmarchFileText(document);
  // Only a file that opens again is written (issue 26): the CLI checks it as the app will read it.
  const reopened = loadHexmarchFile(text);
  if (!reopened.ok) {
    io.error(`Not written: ${options.out} would not open again (${reopened.error.message})`);
    return 1;
  }
  const failure = await writeOutputs([{ path: options.out, data: text }]);
  if (failure) {
    io.error(failure);
    return 1;
  }
  const kind = options.mapOnly
    ? 'map only'
    : options.ruleset === 'firestorm'
      ? 'Firestorm campaign'
      : 'campaign';
  io.out(`Wrote ${options.out} (${kind}, ${options.width}×${options.height}, seed ${options.seed})`);
  return 0;
}

/**
 * `hexmarch new --ruleset firestorm` (issue 24): a map sized for its factions (or --size), with even starts, then the
 * figures a GM checks before the start: territories per faction against the glory target (the land-grab warning)
 * and each start's land, nearest rival and nearest special.
 */
async function newFirestormCommand(options: NewOptions, io: CliIo): Promise<number> {
  const made = newFirestormCampaign({
    seed: options.seed,
    factions: options.factions,
    name: options.name,
    ...(options.sizeGiven ? { size: { width: options.width, height: options.height } } : {}),
    settings: {},
  });
  if (!made.ok) {
    io.error(`Cannot make that map: ${made.error}`);
    return 2;
  }
  const { mapDocument, campaign, fairness, landGrab, mapSeed } = made.value;
  const document: HexmarchDocument = { mapDocument, campaign };
  const failure = await writeOutputs([{ path: options.out, data: hexmarchFileText(document) }]);
  if (failure) {
    io.error(failure);
    return 1;
  }
  const { width, height } = mapDocument.map;
  io.out(`Wrote ${options.out} (Firestorm campaign, ${width}×${height}, seed ${options.seed})`);
  for (const line of firestormSetupLines(landGrab, fairness, mapSeed, options.seed)) io.out(line);
  return 0;
}

/** The set-up figures as the CLI prints them (and the app's set-up shows them). */
export function firestormSetupLines(
  landGrab: LandGrab,
  fairness: StartFairness,
  mapSeed: number,
  seed: number,
): string[] {
  const lines: string[] = [];
  if (landGrab.warning) lines.push(`Warning: ${landGrab.warning}`);
  else
    lines.push(
      `  ${landGrab.territories} territories for ${landGrab.factions} factions (${landGrab.perFaction} each): ` +
        `short of the ${landGrab.target} glory that wins, so battles decide (FS-GLORY-4).`,
    );
  lines.push('  Starts (FS-SETUP-3):');
  for (const s of fairness.starts)
    lines.push(
      `    ${s.name} at hex ${hexName(s.tower)}: ${s.land} territories nearer than any rival's start, ` +
        `nearest rival ${s.rivalSteps ?? '–'} steps, nearest special ${s.specialSteps ?? '–'} steps`,
    );
  for (const note of fairness.notes) lines.push(`  ${note}`);
  if (mapSeed !== seed)
    lines.push(`  The map is seed ${mapSeed}: seed ${seed}'s map did not give even starts.`);
  return lines;
}
