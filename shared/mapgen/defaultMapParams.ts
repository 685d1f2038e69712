import type { MapParams, SideSetup } from './mapParams';

/**
 * Okabe–Ito colours (distinguishable with the common colour-vision deficiencies): vermillion and orange for the
 * West side, blue and sky blue for the East side.
 */
export const SIDE_COLORS = { red: '#D55E00', blue: '#0072B2' } as const;

const DEFAULT_SIDES: readonly [SideSetup, SideSetup] = [
  {
    id: 'side-red',
    name: 'Red',
    color: SIDE_COLORS.red,
    homeEdge: 'West',
    players: [{ id: 'p-red', name: 'Red player', color: SIDE_COLORS.red }],
  },
  {
    id: 'side-blue',
    name: 'Blue',
    color: SIDE_COLORS.blue,
    homeEdge: 'East',
    players: [{ id: 'p-blue', name: 'Blue player', color: SIDE_COLORS.blue }],
  },
];

/** The "New map" dialog's starting values: 30×20, one player per side, SETUP-2 default edges West/East. */
export const DEFAULT_MAP_PARAMS: MapParams = {
  width: 30,
  height: 20,
  water: 0.12,
  mountains: 0.1,
  forests: 0.22,
  hills: 0.12,
  marsh: 0.05,
  rivers: 3,
  villages: 8,
  towns: 3,
  cities: 1,
  sides: DEFAULT_SIDES,
};

/** The demo campaign's map: two players a side, Red (West) against Blue (East). */
export const DEMO_MAP_PARAMS: MapParams = {
  ...DEFAULT_MAP_PARAMS,
  sides: [
    {
      id: 'side-red',
      name: 'Red',
      color: SIDE_COLORS.red,
      homeEdge: 'West',
      players: [
        { id: 'p-alice', name: 'Alice', color: '#D55E00' },
        { id: 'p-carol', name: 'Carol', color: '#E69F00' },
      ],
    },
    {
      id: 'side-blue',
      name: 'Blue',
      color: SIDE_COLORS.blue,
      homeEdge: 'East',
      players: [
        { id: 'p-bob', name: 'Bob', color: '#0072B2' },
        { id: 'p-dave', name: 'Dave', color: '#56B4E9' },
      ],
    },
  ],
};

/** The demo's seed, picked from the first 400 for its look: seas on the north and south, a central mountain range
 * with passes, and rivers with bridges on the routes between the fortresses. */
export const DEMO_SEED = 379;
