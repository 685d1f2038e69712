import { createRng } from '@shared/random';
import { fuzzBaseFiles, judgeFileText, mutatedFileText, type FuzzVerdict } from './lib/fileFuzz';

/**
 * `npx tsx scripts/fuzzFiles.ts [--files 10000] [--seed 1]`: opens that many mutated `.hexmarch` files
 * (scripts/lib/fileFuzz.ts) and reports files tried, crashes, hangs over 2 s and corrupt campaigns accepted
 * (issue 9). Exit code 1 when any of the three is not zero. Lists grow up to 200,000 items here (the property test
 * in `npm test` keeps them small).
 */
const HANG_MS = 2000;
const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at < 0 ? fallback : Number(argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const files = flag('files', 10_000);
const rng = createRng(flag('seed', 1));
const bases = fuzzBaseFiles();
const counts: Record<FuzzVerdict['kind'], number> = { refused: 0, accepted: 0, crash: 0, corruptAccepted: 0 };
const findings: string[] = [];
let hangs = 0;
let slowest = 0;
const started = performance.now();
for (let index = 0; index < files; index++) {
  const text = mutatedFileText(bases[index % bases.length]!, rng, rng.int(0, 9) === 0 ? 200_000 : 50);
  const verdict = judgeFileText(text);
  counts[verdict.kind]++;
  slowest = Math.max(slowest, verdict.ms);
  if (verdict.ms > HANG_MS) {
    hangs++;
    findings.push(`file ${index}: ${Math.round(verdict.ms)} ms (${(text.length / 1e6).toFixed(1)} MB)`);
  }
  if ('detail' in verdict) findings.push(`file ${index}: ${verdict.kind}: ${verdict.detail}`);
  if ((index + 1) % 1000 === 0) console.log(`${index + 1} files…`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `files tried: ${files}, opened: ${counts.accepted}, refused: ${counts.refused}, crashes: ${counts.crash}, ` +
    `hangs over 2 s: ${hangs}, corrupt campaigns accepted: ${counts.corruptAccepted} ` +
    `(slowest ${Math.round(slowest)} ms, ${seconds} s in all)`,
);
for (const line of findings.slice(0, 30)) console.log(`  ${line}`);
process.exitCode = counts.crash + hangs + counts.corruptAccepted === 0 ? 0 : 1;
