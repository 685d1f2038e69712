import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../../renderer/src');
const THE_ONE_PATH = 'document/replaceDocument.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one code path replaces the document (issue 9)', () => {
  it('dispatches documentReplaced only from replaceDocument, so no action can skip the question', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((path) => path !== THE_ONE_PATH)
      .filter((path) => /documentReplaced\(/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
