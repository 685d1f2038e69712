import { readFileSync } from 'node:fs';
import { readAssaultRecord } from '@shared/rulesets/assault';
const t = readFileSync('fuzz-file.txt', 'utf8');
try { const r = readAssaultRecord(t); console.log('errors' in r ? r.errors : 'ok'); } catch (e) { console.log((e as Error).stack?.split('\n').slice(0, 12).join('\n')); }
