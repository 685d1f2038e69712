/**
 * How much text still bypasses the catalogues (issue 32): counts, per folder, the JSX text and the string literals
 * that look like prose a GM reads (two or more words of letters, or one capitalised word as JSX text), leaving out
 * imports, CSS classes, test ids and other attributes no one reads, `t(…)` keys and comments.
 * `npx tsx scripts/i18n/countLiterals.ts [--list] [folders…]` (default: renderer/src shared scripts/cli electron).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const list = args.includes('--list');
const roots = args.filter((a) => !a.startsWith('--'));
const ROOTS = roots.length ? roots : ['renderer/src', 'shared', 'scripts/cli', 'electron'];

/** Attributes whose values are for code, not for reading. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'data-testid',
  'testId',
  'key',
  'id',
  'type',
  'role',
  'htmlFor',
  'name',
  'href',
  'src',
  'rel',
  'target',
  'method',
  'accept',
  'autoComplete',
  'inputMode',
  'pattern',
  'lang',
  'dir',
  'form',
  'stroke',
  'fill',
]);
const PROSE = /[A-Za-z]{2,}[^\n]*\s[^\n]*[A-Za-z]{2,}/;
const JSX_WORD = /[A-Za-z]{2,}/;
/** Literals that are code even though they have spaces: CSS values, SVG, fonts, selectors, format strings. */
const CODE_LIKE =
  /^(\d|#|\.|\[|@|--|rgba?\(|hsla?\(|url\(|translate|rotate|scale|matrix|[MmLlHhVvCcZz][\d\s-]|bold |italic |normal |solid |dashed |\w+px |\w+\/|https?:)/;

function files(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'locales') return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function isTranslationCall(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call)) return false;
  const callee = call.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
  return ['t', 'i18nKey', 'useTranslation', 'require', 'getElementById', 'querySelector', 'Error'].includes(
    name,
  );
}

function skipped(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return true;
    if (ts.isJsxAttribute(p)) return CODE_ATTRIBUTES.has(p.name.getText());
    if (ts.isPropertyAssignment(p) && p.initializer !== node && !ts.isPropertyAssignment(node.parent))
      return false;
    if (ts.isLiteralTypeNode(p)) return true;
    if (ts.isCaseClause(p) && p.expression === node) return true;
  }
  return false;
}

interface Found {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

function literalsOf(path: string): Found[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Found[] = [];
  const add = (node: ts.Node, value: string) =>
    out.push({
      file: path,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: value,
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const value = node.text.trim();
      if (JSX_WORD.test(value)) add(node, value);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const value = node.text;
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      if (PROSE.test(value) && !CODE_LIKE.test(value) && !isKey && !isTranslationCall(node) && !skipped(node))
        add(node, value);
    } else if (ts.isTemplateExpression(node)) {
      const value = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
      if (PROSE.test(value) && !CODE_LIKE.test(value) && !skipped(node)) add(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const found = ROOTS.flatMap((root) => files(root).flatMap(literalsOf));
const byFolder = new Map<string, number>();
for (const f of found) {
  const parts = relative('.', f.file).split('/');
  const folder = parts
    .slice(0, parts[0] === 'renderer' ? 4 : 3)
    .join('/')
    .replace(/\.tsx?$/, '');
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
}
if (list) for (const f of found) console.log(`${f.file}:${f.line}: ${f.text.slice(0, 100)}`);
for (const [folder, count] of [...byFolder].sort()) console.log(`${String(count).padStart(5)}  ${folder}`);
console.log(`${String(found.length).padStart(5)}  literal strings that look like prose, in total`);
