/**
 * Profiling aid for issue 30: `node --cpu-prof --import tsx bench/profileLoad.ts [N]` opens the file bench's
 * 316×316, 500-turn campaign N times (parse, migrate, validate) and prints the mean time. Not a bench figure
 * (those are ratios, `npm run bench`).
 */
import { loadHexmarchFile, serializeHexmarchFile } from '../shared/file';
import { bigCampaignDocument } from './suites/fileSuite';

const N = Number(process.argv[2] ?? 10);
const text = serializeHexmarchFile(bigCampaignDocument(), '0.1.0');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
loadHexmarchFile(text);
const c0 = cpuMs();
const t0 = performance.now();
for (let i = 0; i < N; i++) if (!loadHexmarchFile(text).ok) throw new Error('The bench file did not load');
console.log(
  `load: ${((performance.now() - t0) / N).toFixed(1)} ms, CPU ${((cpuMs() - c0) / N).toFixed(1)} ms (GC threads included)`,
);
