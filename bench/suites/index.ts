import type { BenchSuite } from '../benchTypes';
import { assaultSuite } from './assaultSuite';
import { azgaarSuite } from './azgaarSuite';
import { balanceSuite } from './balanceSuite';
import { battlefieldSuite } from './battlefieldSuite';
import { canvasSuite } from './canvasSuite';
import { chronicleSuite } from './chronicleSuite';
import { cliSuite } from './cliSuite';
import { defenseSuite } from './defenseSuite';
import { engineSuite } from './engineSuite';
import { fileSuite } from './fileSuite';
import { firestormSuite } from './firestormSuite';
import { firestormBoardSuite } from './firestormBoardSuite';
import { firestormFairnessSuite } from './firestormFairnessSuite';
import { mapgenSuite } from './mapgenSuite';
import { playSuite } from './playSuite';
import { printSuite } from './printSuite';
import { tentSuite } from './tentSuite';

/** Every suite, in the order `npm run bench` runs them. Add one line per suite. */
export const SUITES: BenchSuite[] = [
  cliSuite,
  mapgenSuite,
  canvasSuite,
  engineSuite,
  fileSuite,
  printSuite,
  playSuite,
  assaultSuite,
  balanceSuite,
  firestormSuite,
  firestormBoardSuite,
  defenseSuite,
  battlefieldSuite,
  tentSuite,
  firestormFairnessSuite,
  chronicleSuite,
  azgaarSuite,
];
