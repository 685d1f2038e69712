import { writeFileSync } from 'node:fs';
import { createRng } from '@shared/random';
import { mutatedFileText, type Json } from './lib/fileFuzz';
import { FUZZ_FAMILIES, SLOW_MS, type FuzzFamily, type FuzzVerdict } from './lib/fuzzFamilies';

/**
 * `npx tsx scripts/fuzzFiles.ts [--files 10000] [--seed 1] [--family NAME]`: opens that many damaged files of every
 * family Hexmarch reads (issue 26: core and Firestorm `.hexmarch`, a `.hexmarch` holding a defense game, saved
 * defense games, assault records, deck files), in turn. One file in six carries one of the family's semantic
 * corruptions (scripts/lib/fuzzCorruptions.ts), the others one to three random mutations (scripts/lib/fileFuzz.ts)
 * with lists up to 200,000 items. Per family: files tried, opened, refused, loader throws, answers over 1 s,
 * corrupt files accepted (an invariant fails, it re-saves differently, or the engine throws or stalls within 12
 * auto-play commands), and the slowest refusal as a ratio to loading a good file of the same size (the base's
 * time per character times the refused file's length, or the smallest base's time if more). Exit code 1 when any failure count is not zero.
 */
const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at < 0 ? fallback : Number(argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const only = argv.includes('--family') ? argv[argv.indexOf('--family') + 1] : undefined;
const files = flag('files', 10_000);
const rng = createRng(flag('seed', 1));
/** `--dump N` writes file N's text to fuzz-file.txt, to reproduce a finding. */
const dump = argv.includes('--dump') ? flag('dump', 0) : undefined;
const families = FUZZ_FAMILIES.filter((f) => only === undefined || f.name === only);

interface Tally {
  tried: number;
  accepted: number;
  refused: number;
  crash: number;
  corruptAccepted: number;
  slow: number;
  slowestMs: number;
  slowestChars: number;
  slowestWhat: string;
  slowestText: string;
  /** Loading a good file (the bases). */
  good: { smallestMs: number; msPerChar: number };
  findings: string[];
}

/**
 * Opening the family's valid bases (after a warm-up, median of nine runs each): the time of the smallest, and the
 * time per character of all. A good file of n characters is taken to open in max(smallest, n × per character).
 */
function goodSpeed(family: FuzzFamily, bases: Json[]): { smallestMs: number; msPerChar: number } {
  let ms = 0;
  let chars = 0;
  let smallestMs = Infinity;
  for (const base of bases) {
    const text = JSON.stringify(base);
    for (let i = 0; i < 20; i++) family.judge(text);
    const times: number[] = [];
    for (let i = 0; i < 9; i++) times.push(family.judge(text).ms);
    times.sort((a, b) => a - b);
    ms += times[4]!;
    chars += text.length;
    smallestMs = Math.min(smallestMs, times[4]!);
  }
  return { smallestMs, msPerChar: ms / chars };
}

const started = performance.now();
const tallies = new Map<string, Tally>();
const prepared = families.map((family) => {
  const bases = family.bases();
  // The valid files the mutations start from must open: an invariant that refuses a real game is a bug too.
  for (const base of bases) {
    const verdict = family.judge(JSON.stringify(base));
    if (verdict.kind !== 'accepted')
      throw new Error(
        `a valid ${family.name} file does not open: ${'detail' in verdict ? verdict.detail : verdict.kind}`,
      );
  }
  const tally: Tally = {
    tried: 0,
    accepted: 0,
    refused: 0,
    crash: 0,
    corruptAccepted: 0,
    slow: 0,
    slowestMs: 0,
    slowestChars: 0,
    slowestWhat: '',
    slowestText: '',
    good: goodSpeed(family, bases),
    findings: [],
  };
  tallies.set(family.name, tally);
  return { family, bases, tally };
});

for (let index = 0; index < files; index++) {
  const { family, bases, tally } = prepared[index % prepared.length]!;
  const base = bases[rng.int(0, bases.length - 1)]!;
  let text: string | undefined;
  let what = 'random mutation';
  if (rng.int(0, 5) === 0 && family.corruptions.length > 0) {
    const corruption = family.corruptions[rng.int(0, family.corruptions.length - 1)]!;
    text = corruption.apply(base);
    what = corruption.name;
  }
  text ??= mutatedFileText(base, rng, rng.int(0, 9) === 0 ? 200_000 : 50);
  const verdict: FuzzVerdict = family.judge(text);
  tally.tried++;
  tally[verdict.kind]++;
  if (verdict.kind === 'refused' && verdict.ms > tally.slowestMs) {
    tally.slowestMs = verdict.ms;
    tally.slowestChars = text.length;
    tally.slowestWhat = `file ${index} (${what})`;
    tally.slowestText = text;
  }
  if (dump === index) writeFileSync('fuzz-file.txt', text);
  if (verdict.ms > SLOW_MS) {
    tally.slow++;
    tally.findings.push(
      `file ${index} (${what}): ${Math.round(verdict.ms)} ms, ${(text.length / 1e6).toFixed(1)} MB`,
    );
  }
  if ('detail' in verdict) tally.findings.push(`file ${index} (${what}): ${verdict.kind}: ${verdict.detail}`);
  if ((index + 1) % 1000 === 0) console.log(`${index + 1} files…`);
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n${files} files in ${seconds} s\n`);
console.log(
  '| Family | Tried | Opened | Refused | Loader threw | Over 1 s | Corrupt accepted | Slowest refusal | Its time warm, vs a good file of that size |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
let failures = 0;
for (const [name, t] of tallies) {
  failures += t.crash + t.slow + t.corruptAccepted;
  const good = Math.max(t.good.smallestMs, t.good.msPerChar * t.slowestChars);
  // Measured again, warm (median of five): the first time may include a garbage collection or zod compiling a path.
  const family = prepared.find((p) => p.family.name === name)!.family;
  const again = Array.from({ length: 5 }, () => family.judge(t.slowestText).ms).sort((a, b) => a - b)[2]!;
  const ratio =
    good > 0
      ? `${(again / good).toFixed(1)}× (${Math.round(again)} ms warm, ${(t.slowestChars / 1e6).toFixed(2)} MB)`
      : '–';
  console.log(
    `| ${name} | ${t.tried} | ${t.accepted} | ${t.refused} | ${t.crash} | ${t.slow} | ${t.corruptAccepted} | ` +
      `${Math.round(t.slowestMs)} ms | ${ratio} |`,
  );
}
for (const [name, t] of tallies) {
  console.log(`  ${name}: slowest refusal ${t.slowestWhat}`);
  for (const line of t.findings.slice(0, 20)) console.log(`  ${name}: ${line}`);
}
process.exitCode = failures === 0 ? 0 : 1;
