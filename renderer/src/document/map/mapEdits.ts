import type { HexKey } from '@shared/hex';
import type { PlayerId, Terrain } from '@shared/map';
import {
  fillTerrain,
  moveSettlement,
  paintTerrain,
  placeSettlement,
  removeSettlement,
  renameSettlement,
  setAssaultValues,
  setController,
  toggleBridge,
  toggleRiver,
  type BrushRadius,
  type MapEditResult,
  type SettlementPlacement,
} from '@shared/mapedit';
import type { MapDocument } from './mapDocument';

/**
 * Every map edit as data: the payload of its past-tense action (`mapDocument/terrainPainted`, ...). The same table
 * drives the reducer and the pre-check that reports a refusal, so the two cannot disagree.
 */
export type MapEdit =
  | { kind: 'terrainPainted'; centre: HexKey; radius: BrushRadius; terrain: Terrain; strokeId: string }
  | { kind: 'terrainFilled'; start: HexKey; terrain: Terrain }
  | { kind: 'settlementPlaced'; hex: HexKey; placement: SettlementPlacement }
  | { kind: 'settlementMoved'; from: HexKey; to: HexKey }
  | { kind: 'settlementRenamed'; hex: HexKey; name: string }
  | { kind: 'settlementRemoved'; hex: HexKey }
  | { kind: 'controllerChanged'; hex: HexKey; controller: PlayerId | null }
  | { kind: 'riverToggled'; hex: HexKey }
  | { kind: 'bridgeToggled'; hex: HexKey }
  | { kind: 'assaultValuesSet'; hex: HexKey; values: { unitCapacity: number; breaches: number } | null };

export type MapEditKind = MapEdit['kind'];

export const MAP_EDIT_KINDS = [
  'terrainPainted',
  'terrainFilled',
  'settlementPlaced',
  'settlementMoved',
  'settlementRenamed',
  'settlementRemoved',
  'controllerChanged',
  'riverToggled',
  'bridgeToggled',
  'assaultValuesSet',
] as const satisfies readonly MapEditKind[];

/**
 * The last edit run, reused when the same edit is run on the same document again: `requestMapEdit` runs an edit to
 * report a refusal, then the reducer runs it for real, and on big maps each run copies thousands of hexes. The
 * edits are pure, so reusing the result cannot change behaviour.
 */
let lastRun: { map: unknown; sides: unknown; edit: string; result: MapEditResult } | null = null;

export function runMapEdit(document: MapDocument, edit: MapEdit): MapEditResult {
  const key = JSON.stringify(edit);
  if (lastRun && lastRun.map === document.map && lastRun.sides === document.sides && lastRun.edit === key) {
    return lastRun.result;
  }
  const result = computeMapEdit(document, edit);
  lastRun = { map: document.map, sides: document.sides, edit: key, result };
  return result;
}

function computeMapEdit(document: MapDocument, edit: MapEdit): MapEditResult {
  const { map, sides } = document;
  switch (edit.kind) {
    case 'terrainPainted':
      return paintTerrain(map, edit.centre, edit.radius, edit.terrain);
    case 'terrainFilled':
      return fillTerrain(map, edit.start, edit.terrain);
    case 'settlementPlaced':
      return placeSettlement(map, edit.hex, edit.placement, sides);
    case 'settlementMoved':
      return moveSettlement(map, edit.from, edit.to, sides);
    case 'settlementRenamed':
      return renameSettlement(map, edit.hex, edit.name);
    case 'settlementRemoved':
      return removeSettlement(map, edit.hex);
    case 'controllerChanged':
      return setController(map, edit.hex, edit.controller, sides);
    case 'riverToggled':
      return toggleRiver(map, edit.hex);
    case 'bridgeToggled':
      return toggleBridge(map, edit.hex);
    case 'assaultValuesSet':
      return setAssaultValues(map, edit.hex, edit.values);
  }
}
