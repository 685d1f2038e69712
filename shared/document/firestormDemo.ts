import { isPassable } from '../map';
import type { HexKey } from '../hex';
import {
  createFirestormCampaign,
  firestormAutoCommand,
  firestormRuleset,
  runFirestormCampaign,
  type FirestormSetup,
  type FsState,
} from '../rulesets/firestorm';
import { kernelStep } from '../kernel';
import type { HexmarchDocument } from './hexmarchDocument';
import { demoMapDocument, type MapDocument } from './mapDocument';

/** The Firestorm demo's PRNG seed (GEN-5): fixed, so the demo replays the same way every time. */
export const FIRESTORM_DEMO_SEED = 2024;

/** FS-MAP-3: the seed's named specials, placed on passable hexes near the demo map's middle. */
export const FIRESTORM_SPECIALS = [
  { name: 'Eyes of the Prismatikon', glory: 2, relic: 'prismatikon' },
  { name: 'Caverns of Fulminax', glory: 2, relic: 'fulminax', scepterIngredient: true },
  { name: 'Infinity Gears', glory: 2, relic: 'infinityGears' },
  { name: 'Titanworks', glory: 2, scepterIngredient: true },
] as const;

/** Four factions of the four grand alliances (FS-SETUP-1, FS-SETUP-2) in colour-blind-safe colours. */
export const FIRESTORM_DEMO_FACTIONS = [
  { name: 'Iron Host', color: '#0072B2', alliance: 'Order', players: ['Ivy', 'Ian'], tags: ['duardin'] },
  { name: 'Ashen Court', color: '#E69F00', alliance: 'Chaos', players: ['Ash'] },
  { name: 'Bone Legion', color: '#009E73', alliance: 'Death', players: ['Bea'] },
  { name: 'Gutbusters', color: '#CC79A7', alliance: 'Destruction', players: ['Gus'], tags: ['ogor'] },
] as const;

/**
 * A new 4-faction Firestorm campaign on `mapDocument`'s map, at START before turn 1 (FS-SETUP-1..6). The demo
 * resolves battles by dice; a campaign for the table (`hexmarch new --ruleset firestorm`) records its games.
 */
export function firestormOnMap(
  mapDocument: MapDocument,
  seed: number,
  name = 'Firestorm demo',
  settings: FirestormSetup['settings'] = { 'fs.autoResolve': true },
  factionCount: number = FIRESTORM_DEMO_FACTIONS.length,
): FsState {
  const { map } = mapDocument;
  const width = map.width ?? 30;
  const height = map.height ?? 20;
  const middle = { q: Math.floor(width / 2), r: Math.floor(height / 2) - Math.floor(width / 4) };
  const spots: [number, number][] = [
    [-4, 0],
    [4, -2],
    [0, 3],
    [0, -4],
  ];
  const specials: Record<string, (typeof FIRESTORM_SPECIALS)[number]> = {};
  FIRESTORM_SPECIALS.forEach((special, i) => {
    const [dq, dr] = spots[i]!;
    const hex = nearestPassable(mapDocument, middle.q + dq, middle.r + dr);
    if (hex && !specials[hex]) specials[hex] = special;
  });
  const made = createFirestormCampaign({
    name,
    map,
    seed,
    factions: FIRESTORM_DEMO_FACTIONS.slice(0, factionCount).map((f) => ({
      ...f,
      players: [...f.players],
      tags: 'tags' in f ? [...f.tags] : [],
    })),
    specials,
    settings,
  });
  if (!made.ok) throw new Error(made.error.join('; '));
  return made.value;
}

function nearestPassable(mapDocument: MapDocument, q: number, r: number): HexKey | undefined {
  const hexes = Object.values(mapDocument.map.hexes).filter((h) => isPassable(h.terrain));
  hexes.sort((a, b) => Math.abs(a.q - q) + Math.abs(a.r - r) - (Math.abs(b.q - q) + Math.abs(b.r - r)));
  const best = hexes[0];
  return best ? (`${best.q},${best.r}` as HexKey) : undefined;
}

/**
 * The Firestorm demo: the demo map with four factions, played by the BOT policies (BOT-10..19) through `turns`
 * turns and then on to the next turn's ORDERS, where the factions give their secret orders. With `turns` 0 the
 * campaign stands at START before turn 1.
 */
export function firestormDemoState(turns = 6): FsState {
  const start = firestormOnMap(demoMapDocument(), FIRESTORM_DEMO_SEED);
  if (turns === 0) return start;
  let state = runFirestormCampaign(start, { maxTurns: turns }).state;
  while (state.status === 'running' && state.turn.step !== 'ORDERS') {
    const command = firestormAutoCommand(state);
    if (!command) break;
    const result = kernelStep(firestormRuleset, state, command);
    if (!result.ok) break;
    state = result.state;
  }
  return state;
}

/** The demo document: the demo map and the Firestorm demo campaign on it. */
export function firestormDemoDocument(turns = 6): HexmarchDocument {
  return { mapDocument: demoMapDocument(), campaign: firestormDemoState(turns) };
}
