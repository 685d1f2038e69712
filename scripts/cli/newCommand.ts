import { documentFromGenerated, type CampaignRulesetId, type HexmarchDocument } from '@shared/document';
import { DEMO_MAP_PARAMS, generateMap, problemSentences } from '@shared/mapgen';
import { newMapParams } from '@shared/mapgen/newMapParams';
import { CAMPAIGN_RULESET_IDS, campaignPart, isCampaignRulesetId } from '@shared/rulesets/campaignParts';
import { formatList, t } from '@shared/i18n';
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
  /** The campaign's rules: core (seed 001) or Firestorm (seed 000), any of CAMPAIGN_PARTS. */
  readonly ruleset: CampaignRulesetId;
  /** A ruleset with `factions` (Firestorm, FS-SETUP-1: 2–4): how many, one per grand alliance in the order Order, Chaos, Death, Destruction. */
  readonly factions: number;
  /** Leave the campaign unstarted (a map to prepare in the editor). */
  readonly mapOnly: boolean;
  /** Replace `out` if it exists (otherwise it is refused). */
  readonly force: boolean;
  /** --size was given: a Firestorm campaign otherwise proposes a map sized for its factions (issue 24). */
  readonly sizeGiven: boolean;
}

export function newOptions(args: CliArgs): Result<NewOptions, string> {
  if (args.positional.length > 0) return err(t('cli:args.unexpected', { arg: args.positional[0] }));
  const out = args.values.get('out');
  if (!out) return err(t('cli:args.outCampaign'));
  const seed = numberFlag(args, 'seed');
  if (!seed.ok) return seed;
  if (seed.value !== undefined && !Number.isSafeInteger(seed.value)) return err(t('cli:new.seedWhole'));
  const size = sizeFlag(
    args.values.get('size') ?? `${DEMO_MAP_PARAMS.width}x${DEMO_MAP_PARAMS.height}`,
    'size',
  );
  if (!size.ok) return size;
  const ruleset = args.values.get('ruleset') ?? 'core';
  if (!isCampaignRulesetId(ruleset))
    return err(
      t('cli:new.rulesetBad', { rulesets: formatList(CAMPAIGN_RULESET_IDS, 'disjunction'), value: ruleset }),
    );
  const factions = numberFlag(args, 'factions');
  if (!factions.ok) return factions;
  const range = campaignPart(ruleset).factions;
  if (factions.value !== undefined && !range) return err(t('cli:new.factionsOnly'));
  const factionCount = factions.value ?? range?.standard ?? 0;
  if (range && (!Number.isInteger(factionCount) || factionCount < range.min || factionCount > range.max))
    return err(
      t('cli:new.factionsRange', {
        choices: numbersFrom(range.min, range.max - 1).join(', '),
        last: range.max,
        rule: range.rule,
        count: factionCount,
      }),
    );
  const nameProblem = textFlagProblem('name', args.values.get('name'));
  if (nameProblem) return err(nameProblem);
  return ok({
    ruleset,
    factions: factionCount,
    seed: seed.value ?? 1,
    width: size.value.a,
    height: size.value.b,
    out,
    name: args.values.get('name') ?? t('cli:new.defaultName'),
    mapOnly: args.switches.has('map-only'),
    force: args.switches.has('force'),
    sizeGiven: args.values.has('size'),
  });
}

/** The whole numbers from `min` to `max`: "2, 3" of "2, 3 or 4". */
const numbersFrom = (min: number, max: number): number[] =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** What `hexmarch new` wrote, by ruleset (issue 32: the CLI's own words, not the ruleset's English file word). */
const KIND_KEYS = { core: 'cli:new.kind.core', firestorm: 'cli:new.kind.firestorm' } as const;

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
  const made = newDocument(options);
  if (!made.ok) {
    io.error(made.error.message);
    return made.error.code;
  }
  const { document, lines } = made.value;
  const text = hexmarchFileText(document);
  // Only a file that opens again is written (issue 26): the CLI checks it as the app will read it.
  const reopened = loadHexmarchFile(text);
  if (!reopened.ok) {
    io.error(t('cli:output.notReopen', { path: options.out, reason: reopened.error.message }));
    return 1;
  }
  const failure = await writeOutputs([{ path: options.out, data: text }]);
  if (failure) {
    io.error(failure);
    return 1;
  }
  const kind = t(options.mapOnly ? 'cli:new.kind.mapOnly' : KIND_KEYS[options.ruleset]);
  const { width = options.width, height = options.height } = document.mapDocument.map;
  io.out(t('cli:new.wrote', { path: options.out, kind, width, height, seed: options.seed }));
  for (const line of lines) io.out(line);
  return 0;
}

/**
 * The document `hexmarch new` writes: a map of the demo's mix at the asked size with --map-only, otherwise the map
 * and campaign its ruleset makes (CAMPAIGN_PARTS: core's SETUP-1..8 on the demo's mix, Firestorm's map sized for its
 * factions with even starts, issue 24), with the figures the ruleset prints after it. Exit 2 when no map could be
 * made, 1 when the map cannot carry the campaign.
 */
function newDocument(
  options: NewOptions,
): Result<{ document: HexmarchDocument; lines: readonly string[] }, { code: 1 | 2; message: string }> {
  if (options.mapOnly) {
    const generated = generateMap(newMapParams(options.width, options.height), options.seed);
    if (!generated.ok)
      return err({
        code: 2,
        message: t('cli:new.cannotMakeMap', { reason: problemSentences(generated.error) }),
      });
    return ok({
      document: { mapDocument: documentFromGenerated(generated.value), campaign: null },
      lines: [],
    });
  }
  const made = campaignPart(options.ruleset).create(options);
  if (made.ok) {
    const { mapDocument, campaign, lines } = made.value;
    return ok({ document: { mapDocument, campaign }, lines });
  }
  return made.error.stage === 'map'
    ? err({ code: 2, message: t('cli:new.cannotMakeMap', { reason: made.error.message }) })
    : err({
        code: 1,
        message: t('cli:new.cannotCarry', { reason: made.error.message }),
      });
}
