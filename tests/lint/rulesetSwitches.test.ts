import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@shared/rulesets';

/**
 * Issue 25: the file layer, the balance report and the CLI look a ruleset up in a registry (CAMPAIGN_PARTS,
 * BALANCE_KINDS, RULESETS) instead of switching on its id, so a new ruleset edits none of them. This fails when a
 * `switch` on a ruleset, a `case '<id>':` or a `ruleset === '<id>'` comparison comes back in those folders. A
 * feature only one ruleset has asks that ruleset's own guard (isFirestormState, coreCampaignOf), in its folder.
 */
const FOLDERS = ['shared/file', 'shared/balance', 'scripts/cli'];
const IDS = Object.keys(RULESETS).join('|');
const PATTERNS: readonly { readonly what: string; readonly re: RegExp }[] = [
  { what: 'a switch on a ruleset', re: /\bswitch\s*\([^)]*ruleset[^)]*\)/i },
  { what: 'a case of a ruleset id', re: new RegExp(`\\bcase\\s+['"](${IDS})['"]\\s*:`) },
  { what: 'a ruleset compared with an id', re: new RegExp(`ruleset\\)?\\s*[!=]==?\\s*['"](${IDS})['"]`) },
  {
    what: 'an id compared with a ruleset',
    re: new RegExp(`['"](${IDS})['"]\\s*[!=]==?\\s*[\\w.?]*ruleset\\b`),
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each line of `text` that dispatches on a ruleset id by hand, with what it is. */
function rulesetSwitches(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    return PATTERNS.filter(({ re }) => re.test(code)).map(
      ({ what }) => `${index + 1}: ${what}: ${line.trim()}`,
    );
  });
}

describe('no hand switch on ruleset ids (issue 25)', () => {
  it('finds each kind of switch it forbids (the check itself works)', () => {
    expect(rulesetSwitches("switch (campaign.ruleset) {\n  case 'core':")).toHaveLength(2);
    expect(rulesetSwitches("if (setup.ruleset !== 'firestorm') return;")).toHaveLength(1);
    expect(rulesetSwitches("const x = 'assault' === report.ruleset;")).toHaveLength(1);
    expect(rulesetSwitches('const part = CAMPAIGN_PARTS[campaign.ruleset];')).toEqual([]);
  });

  it.each(FOLDERS)('%s looks rulesets up in a registry instead', (folder) => {
    const found = sourceFiles(join(process.cwd(), folder)).flatMap((file) =>
      rulesetSwitches(readFileSync(file, 'utf8')).map((hit) => `${relative(process.cwd(), file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
