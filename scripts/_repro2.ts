import { readFileSync } from 'node:fs';
import { judgeHexmarch } from './lib/fuzzFamilies';
import { loadHexmarchFile } from '@shared/file';
const t = readFileSync('fuzz-file.txt', 'utf8');
console.log(judgeHexmarch(t));
const base = JSON.parse(JSON.stringify((loadHexmarchFile(t) as any).value.document.campaign));
// diff against played base
import { firestormDemoDocument, firestormCampaignOf } from '@shared/document';
import { runFirestormCampaign } from '@shared/rulesets/firestorm';
const demo = firestormDemoDocument(2);
const p = JSON.parse(JSON.stringify(runFirestormCampaign(firestormCampaignOf(demo)!, { maxTurns: 8 }).state));
const d3 = JSON.parse(JSON.stringify(firestormCampaignOf(firestormDemoDocument(3))));
for (const ref of [p, d3]) for (const k of Object.keys(ref)) if (k !== 'log' && JSON.stringify(ref[k]) !== JSON.stringify(base[k])) console.log('diff', k, JSON.stringify(base[k]).slice(0, 400), '\nREF', JSON.stringify(ref[k]).slice(0,400));
