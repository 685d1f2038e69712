import { CAMPAIGN_RULESET_IDS, campaignPart, campaignRulesetOf } from '../rulesets/campaignParts';
import { damagedFile, type FileLoadError } from './fileLoadError';
import { pathWhere } from './filePath';
import { isReservedName } from '../kernel/reservedNames';
import { MAX_HEXES } from './schemas/packedMapSchema';
import { t } from '../i18n';

/** Deeper than any Hexmarch document nests (about 12 levels): more is a damaged or hostile file. */
const MAX_DEPTH = 32;
/**
 * Decision: a list the table below does not name (rule ids of an event, dice of a roll-off, a briefing, retreat
 * options, the words of the PRNG state…) never holds more than a thousand items in a real file.
 */
const DEFAULT_LIMIT = 1000;
/** EVT-1: the event types of each campaign ruleset's log (DATA-1 dispatches on `ruleset`). */
const EVENT_TYPES_OF: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  CAMPAIGN_RULESET_IDS.map((id) => [id, new Set(campaignPart(id).eventTypes)]),
);

type Json = unknown;
type Path = (string | number)[];

/** What one part of the document can hold, from its own counts (issue 9: bounded before anything expensive). */
interface Capacity {
  /** Hexes of the map this part is about (a map's own, or the campaign's map for the campaign). */
  readonly hexes: number;
  readonly players: number;
  /** Armies a table may list: a side's armies never share a hex (SETUP-4), so two sides hold at most 2 × hexes. */
  readonly armyTable: number;
  /** Armies the campaign lists (bounded by armyTable). */
  readonly armies: number;
  readonly battles: number;
}

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A packed map's hex count: one terrain letter per hex (schemas/packedMapSchema.ts checks it exactly). */
function hexesOf(map: Json): number {
  return isObject(map) && typeof map.terrain === 'string'
    ? Math.min(map.terrain.length, MAX_HEXES)
    : MAX_HEXES;
}

/** How many items the list at `key` (its parent `parent`) may hold; `Infinity` for the log, checked per event. */
function limitFor(key: string | number, parent: string | number | undefined, capacity: Capacity): number {
  if (parent === 'edges') return capacity.hexes;
  switch (key) {
    case 'log':
      return Infinity;
    case 'positions':
      return MAX_HEXES;
    case 'features':
    case 'path':
    case 'pathThisPhase':
    case 'blockedCandidates':
    case 'options':
      return capacity.hexes;
    case 'sides':
      return 2; // SETUP-2: exactly two sides.
    // SETUP-3: every player places a fortress on a hex of their own.
    case 'players':
      return capacity.hexes;
    case 'playerIds':
    case 'autoPlay':
    case 'lordUsed':
    case 'lordKilledInChallenge':
      return capacity.players;
    case 'locationBonus':
      return capacity.armies;
  }
  if (key === 'ids' || key === 'entities') {
    // Tables: one Lord per player, a battle per BattleStarted event.
    if (parent === 'lords') return capacity.players;
    if (parent === 'battles') return capacity.battles;
    if (parent === 'armies') return capacity.armyTable;
  }
  return DEFAULT_LIMIT;
}

/** EVT-1: each log entry is an event of a known type, numbered 1, 2, 3… in order. Returns the BattleStarted count. */
function checkLog(log: Json, at: Path, eventTypes: ReadonlySet<string>): FileLoadError | number {
  if (!Array.isArray(log)) return 0;
  let battles = 0;
  for (let index = 0; index < log.length; index++) {
    const event: Json = log[index];
    const where = pathWhere([...at, index]);
    if (!isObject(event)) return damagedFile(where, t('files:shape.notAnEvent'));
    if (typeof event.type !== 'string' || !eventTypes.has(event.type))
      return damagedFile(where, t('files:shape.unknownEvent'));
    // Never String() the value: a deeply nested list would overflow the stack while being turned into text.
    if (event.seq !== index + 1)
      return damagedFile(
        where,
        typeof event.seq === 'number'
          ? t('files:shape.numbered', { seq: event.seq })
          : t('files:shape.unnumbered'),
      );
    if (event.type === 'BattleStarted') battles++;
  }
  return battles;
}

/**
 * Depth, reserved names and list sizes of one part of the document, depth first. `path` is one array pushed and
 * popped along the way (a copy per value cost as much as parsing the file).
 */
function walk(value: Json, path: Path, capacity: Capacity): FileLoadError | undefined {
  if (path.length > MAX_DEPTH) return damagedFile(pathWhere(path.slice(0, 12)), t('files:bounds.tooDeep'));
  const key = path[path.length - 1];
  const limit = key === undefined ? DEFAULT_LIMIT : limitFor(key, path[path.length - 2], capacity);
  if (Array.isArray(value)) {
    if (value.length > limit)
      return damagedFile(pathWhere(path), t('files:shape.tooManyItems', { count: value.length }));
    for (let index = 0; index < value.length; index++) {
      const item: Json = value[index];
      if (typeof item !== 'object' || item === null) continue;
      path.push(index);
      const broken = walk(item, path, capacity);
      path.pop();
      if (broken) return broken;
    }
    return undefined;
  }
  const record = value as Record<string, Json>;
  let count = 0;
  for (const name in record) {
    if (++count > limit) return damagedFile(pathWhere(path), t('files:shape.tooManyEntries'));
    if (isReservedName(name))
      return damagedFile(pathWhere([...path, name]), t('files:bounds.reservedName', { name }));
    const item = record[name];
    if (typeof item !== 'object' || item === null) continue;
    path.push(name);
    const broken = walk(item, path, capacity);
    path.pop();
    if (broken) return broken;
  }
  return undefined;
}

/**
 * The cheap pass the loader runs before the schema (issue 9 "slow refusals"): every list in the document is
 * bounded by what its map and campaign can hold, reserved names (__proto__, toString…) are refused as keys, the
 * nesting is bounded, and the log is a numbered list of known events. Linear in the file, no copies.
 */
export function checkStoredShape(document: Json): FileLoadError | undefined {
  if (!isObject(document)) return undefined;
  for (const name of Object.keys(document)) {
    if (isReservedName(name)) return damagedFile(pathWhere([name]), t('files:bounds.reservedName', { name }));
  }
  const { mapDocument, campaign } = document;
  const mapHexes = hexesOf(isObject(mapDocument) ? mapDocument.map : undefined);
  const none = { armyTable: 0, armies: 0, battles: 0 };
  const brokenMap = isObject(mapDocument)
    ? walk(mapDocument, ['mapDocument'], { hexes: mapHexes, players: mapHexes, ...none })
    : undefined;
  if (brokenMap || !isObject(campaign)) return brokenMap;
  // campaignRulesetOf reads own properties only: `ruleset: "constructor"` is no ruleset (issue 26).
  const eventTypes = EVENT_TYPES_OF.get(campaignRulesetOf(campaign))!;
  const battles = checkLog(campaign.log, ['campaign', 'log'], eventTypes);
  if (typeof battles !== 'number') return battles;
  const hexes = hexesOf(campaign.map);
  const players = Array.isArray(campaign.players) ? Math.min(campaign.players.length, hexes) : hexes;
  const armyTable = 2 * hexes;
  const ids =
    isObject(campaign.armies) && Array.isArray(campaign.armies.ids) ? campaign.armies.ids : undefined;
  const armies = ids ? Math.min(ids.length, armyTable) : armyTable;
  return walk(campaign, ['campaign'], { hexes, players, armyTable, armies, battles });
}
