import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The renderer's layers (README "Layout", issue 25): its folders' value imports form no cycle, one ruleset's folder
 * never imports another's, nothing below the composition root imports app/, and kit/ and canvas/ know no ruleset.
 * Type-only imports are left out (the RTK idiom of `import type { RootState } from '../app/store'`, harmless at
 * runtime); CSS and side-effect imports count. The same reading as ../shared/tools/import-knots.py.
 */
const SRC = join(process.cwd(), 'renderer', 'src');
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = normalize(join(dirname(file), spec));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const isTypeOnly = (typeKeyword: string | undefined, specifiers: string): boolean => {
  if (typeKeyword) return true;
  const list = specifiers.trim();
  if (!list.startsWith('{')) return false;
  const names = list
    .replace(/[{}]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
};

function importEdges(): Edge[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found: { spec: string; typeOnly: boolean }[] = [];
    for (const m of text.matchAll(STATEMENT)) found.push({ spec: m[4]!, typeOnly: isTypeOnly(m[2], m[3]!) });
    for (const m of text.matchAll(SIDE_EFFECT)) found.push({ spec: m[1]!, typeOnly: false });
    for (const m of text.matchAll(DYNAMIC)) found.push({ spec: m[1]!, typeOnly: false });
    return found.flatMap(({ spec, typeOnly }) => {
      const to = resolveImport(file, spec);
      return to
        ? [
            {
              from: relative(SRC, file).split(sep).join('/'),
              to: relative(SRC, to).split(sep).join('/'),
              typeOnly,
            },
          ]
        : [];
    });
  });
}

/** A file's folder: rulesets/<id> for a ruleset, else the top folder (app, store, kit, canvas, …) or the file. */
function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return parts[0]!;
  if (parts[0] === 'rulesets' && parts.length > 2) return `rulesets/${parts[1]}`;
  return parts[0]!;
}

/** Tarjan's strongly connected components of a directed graph; only the ones with more than one node. */
function knots(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const edges = importEdges();
const valueEdges = edges.filter((e) => !e.typeOnly);
const crossing = (e: Edge) => folderOf(e.from) !== folderOf(e.to);
const show = (list: readonly Edge[]) => list.map((e) => `${e.from} → ${e.to}`);

describe('the renderer’s layers', () => {
  it('reads a real graph (every folder of the renderer)', () => {
    const folders = new Set(edges.flatMap((e) => [folderOf(e.from), folderOf(e.to)]));
    for (const f of [
      'app',
      'store',
      'kit',
      'canvas',
      'document',
      'campaign',
      'rulesets/core',
      'rulesets/firestorm',
    ])
      expect(folders).toContain(f);
  });

  it('has no cycle of value imports between its folders', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of valueEdges.filter(crossing)) {
      if (!graph.has(folderOf(e.from))) graph.set(folderOf(e.from), new Set());
      graph.get(folderOf(e.from))!.add(folderOf(e.to));
    }
    const cycles = knots(graph).map((knot) =>
      show(
        valueEdges.filter(
          (e) => crossing(e) && knot.includes(folderOf(e.from)) && knot.includes(folderOf(e.to)),
        ),
      ),
    );
    expect(cycles).toEqual([]);
  });

  it('keeps each ruleset’s folder out of every other ruleset’s', () => {
    const across = edges.filter(
      (e) =>
        folderOf(e.from).startsWith('rulesets/') && folderOf(e.to).startsWith('rulesets/') && crossing(e),
    );
    expect(show(across)).toEqual([]);
  });

  it('lets nothing below the composition root import app/ (types aside)', () => {
    const up = valueEdges.filter(
      (e) => folderOf(e.to) === 'app' && !['app', 'main.tsx', 'App.tsx'].includes(folderOf(e.from)),
    );
    expect(show(up)).toEqual([]);
  });

  it('keeps kit/ and canvas/ free of rulesets', () => {
    const known = edges.filter(
      (e) => ['kit', 'canvas'].includes(folderOf(e.from)) && folderOf(e.to).startsWith('rulesets'),
    );
    expect(show(known)).toEqual([]);
  });
});
