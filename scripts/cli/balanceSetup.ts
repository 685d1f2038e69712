import {
  balanceChoicesOf,
  balanceRefusal,
  defenseBalanceSetup,
  savedDefenseSetup,
  type BalanceSetup,
} from '@shared/balance';
import type { CampaignRulesetId, HexmarchDocument } from '@shared/document';
import { campaignPart } from '@shared/rulesets/campaignParts';
import { err, ok, type Result } from '@shared/result';
import { ASSAULT_RECORD_FORMAT, readAssaultRecord } from '@shared/rulesets/assault';
import { readDefenseGameFile, type DefenseGameFile, type Difficulty } from '@shared/rulesets/defense';
import { MAX_FILE_CHARS } from '@shared/file';
import { readCliFile, readHexmarchDocument } from './documentFile';
import { t } from '@shared/i18n';

/** `--kind`: a sub-game report on what the file holds, instead of its campaign's. */
export const REPORT_KIND_FLAGS = ['campaign', 'assault', 'defense'] as const;
export type ReportKindFlag = (typeof REPORT_KIND_FLAGS)[number];

export interface BalanceSource {
  /** A `.hexmarch` file, a saved assault (the Assault tab's Save…) or a saved defense game; null: defense by flags. */
  readonly file: string | null;
  readonly kind: ReportKindFlag;
  /**
   * `--ruleset <id>` of a ruleset with `onMap` (Firestorm): its campaign on the file's map with this many standard
   * factions (CAMPAIGN_PARTS); null: the file's own campaign.
   */
  readonly onMap: { readonly ruleset: CampaignRulesetId; readonly factions: number } | null;
  /** `--players`, `--difficulty`: a defense setup of the shipped decks, or these changed in the saved one. */
  readonly defense: { readonly players?: number; readonly difficulty?: Difficulty };
  readonly baseSeed: number;
}

/** Why there is nothing to report on: 1 a file could not be read or opened, 2 it holds nothing the report plays. */
export type SetupError = { readonly code: 1 | 2; readonly message: string };

const nothing = (message: string): Result<BalanceSetup, SetupError> => err({ code: 2, message });

function defenseSetup(
  source: BalanceSource,
  saved: DefenseGameFile | undefined,
): Result<BalanceSetup, SetupError> {
  const { players, difficulty } = source.defense;
  if (saved) {
    const opened = savedDefenseSetup(saved);
    if (!opened.ok)
      return err({ code: 1, message: t('balance:cli.defenseDamaged', { errors: opened.errors.join('; ') }) });
    const query = { ...opened.setup.query, ...(difficulty ? { difficulty } : {}) };
    if (players === undefined) return ok(defenseBalanceSetup(query));
    // Other players than the saved game's: the saved faction decks in turn, as the setup dialog deals them.
    return ok(defenseBalanceSetup({ ...query, players }));
  }
  if (players === undefined && difficulty === undefined) return nothing(t('balance:cli.noDefense'));
  return ok(defenseBalanceSetup({ players: players ?? 2, difficulty: difficulty ?? 2 }));
}

/** The campaign, fortress battle or defense game of a `.hexmarch` document that `--kind` asks for. */
function documentSetup(document: HexmarchDocument, source: BalanceSource): Result<BalanceSetup, SetupError> {
  if (source.kind === 'defense') return defenseSetup(source, document.defenseGame);
  if (source.kind === 'assault') {
    const battle = balanceChoicesOf(document).find((c) => c.setup.ruleset === source.kind);
    return battle ? ok(battle.setup) : nothing(t('balance:cli.noAssault'));
  }
  const onMap = source.onMap && campaignPart(source.onMap.ruleset).onMap;
  if (source.onMap && onMap) {
    const map = document.campaign?.map ?? document.mapDocument.map;
    const made = onMap(map, source.onMap.factions, source.baseSeed);
    return made.ok ? ok(made.value) : nothing(made.error);
  }
  const refusal = balanceRefusal(document.campaign);
  return refusal || !document.campaign
    ? nothing(refusal ?? t('balance:cli.noCampaign'))
    : ok(document.campaign);
}

/**
 * What `hexmarch balance` plays: a saved assault or defense game is recognised by its `format` (its own report
 * kind, whatever `--kind` says); a `.hexmarch` file gives its campaign, or with `--kind` its first fortress battle
 * waiting for an assault or its defense game.
 */
export async function balanceSetupOf(source: BalanceSource): Promise<Result<BalanceSetup, SetupError>> {
  if (source.file === null) return defenseSetup(source, undefined);
  const text = await readCliFile(source.file, MAX_FILE_CHARS);
  if (!text.ok) return err({ code: 1, message: text.error });
  let json: { format?: unknown } | null = null;
  try {
    json = JSON.parse(text.text) as { format?: unknown };
  } catch {
    // Not readable as JSON here: readHexmarchDocument says why in the GM's words.
  }
  if (json?.format === ASSAULT_RECORD_FORMAT) {
    const read = readAssaultRecord(text.text);
    if ('errors' in read)
      return err({
        code: 1,
        message: t('balance:cli.cannotOpen', { file: source.file, reason: read.errors.join(' ') }),
      });
    const { title, names, input } = read.record;
    return ok({ ruleset: 'assault', title, names, input });
  }
  if (json?.format === 'hexmarch-defense-game') {
    const game = readDefenseGameFile(text.text);
    if (!game.ok)
      return err({
        code: 1,
        message: t('balance:cli.cannotOpen', {
          file: source.file,
          reason: game.errors.slice(0, 3).join(' '),
        }),
      });
    return defenseSetup(source, json as DefenseGameFile);
  }
  const document = await readHexmarchDocument(source.file);
  if (!document.ok) return err({ code: 1, message: document.error });
  return documentSetup(document.value, source);
}
