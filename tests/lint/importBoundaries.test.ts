import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of DEVELOPERS.md and STYLE.md, checked through the project's real ESLint config. */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['konva', "import Konva from 'konva';\nexport const x = Konva;\n"],
    ['electron', "import { app } from 'electron';\nexport const x = app;\n"],
    ['node:fs', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    ['fs', "import { readFileSync } from 'fs';\nexport const x = readFileSync;\n"],
  ])('forbids shared/ to import %s', async (_name, code) => {
    expect(await restrictedImportMessages('shared/probe.ts', code)).not.toEqual([]);
  });

  it('forbids Math.random and Date.now in shared/ (GEN-5)', async () => {
    const code = 'export const a = Math.random();\nexport const b = Date.now();\n';
    expect(await restrictedImportMessages('shared/probe.ts', code)).toHaveLength(2);
  });

  it('lets shared/ import its own modules and pure libraries', async () => {
    const code =
      "import { createNoise2D } from 'simplex-noise';\nimport { hexKey } from './hex';\nexport const x = [createNoise2D, hexKey];\n";
    expect(await restrictedImportMessages('shared/probe.ts', code)).toEqual([]);
  });

  it('lets only renderer/src/canvas/ and a ruleset’s own canvas/ import konva', async () => {
    const code = "import { Stage } from 'react-konva';\nexport const x = Stage;\n";
    expect(await restrictedImportMessages('renderer/src/rulesets/firestorm/probe.tsx', code)).not.toEqual([]);
    expect(await restrictedImportMessages('renderer/src/campaign/probe.tsx', code)).not.toEqual([]);
    expect(await restrictedImportMessages('renderer/src/canvas/probe.tsx', code)).toEqual([]);
    expect(await restrictedImportMessages('renderer/src/rulesets/firestorm/canvas/probe.tsx', code)).toEqual(
      [],
    );
  });

  it('keeps electron and node:* out of the renderer', async () => {
    const code = "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n";
    expect(await restrictedImportMessages('renderer/src/canvas/probe.tsx', code)).not.toEqual([]);
    expect(await restrictedImportMessages('renderer/src/app/probe.tsx', code)).not.toEqual([]);
  });
});
