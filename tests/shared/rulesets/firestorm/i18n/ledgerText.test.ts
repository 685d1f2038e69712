import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@shared/i18n';
import { ledgerEntryText, runFirestormCampaign, type LedgerEntry } from '@shared/rulesets/firestorm';
import { untranslatedAmong } from '../../../../i18nScan/untranslatedAmong';
import { fourFactionCampaign } from '../fixtures';
import { scenarioRefusals } from './fsRefusalTexts';

afterEach(() => setLanguage('en'));

/**
 * The ledger entries the engine wrote in the project's siege scenarios (fs.siegeForcePointValue 100) and in
 * auto-played campaigns (SIEGE-13), with the campaign's siege force point value.
 */
function playedLedgers(): { entry: LedgerEntry; sfp: number }[] {
  const out: { entry: LedgerEntry; sfp: number }[] = [];
  for (const json of scenarioRefusals().ledgers) {
    const entry = JSON.parse(json) as LedgerEntry;
    // A scenario's fixture writes its own entries with the option's id as their text; only the engine's count.
    if (entry.effectText !== entry.optionId) out.push({ entry, sfp: 100 });
  }
  for (let seed = 1; seed <= 4; seed++) {
    const state = runFirestormCampaign(fourFactionCampaign(seed, { 'fs.autoResolve': true }), {
      maxTurns: 40,
    }).state;
    const sfp = state.settings['fs.siegeForcePointValue'];
    for (const siege of state.sieges) for (const entry of siege.ledger) out.push({ entry, sfp });
  }
  return out;
}

describe('a siege ledger entry said again in the current language (SIEGE-13, issue 32)', () => {
  const ledgers = playedLedgers();

  it('says in English what the file stores, from the option, dice and value alone', () => {
    expect(new Set(ledgers.map((l) => l.entry.optionId)).size).toBeGreaterThanOrEqual(3);
    for (const { entry, sfp } of ledgers)
      if (!(entry.optionId === 'bombardment' && entry.dice !== 'D3'))
        expect(ledgerEntryText(entry, sfp)).toBe(entry.effectText);
  });

  it('names a Duardin bombardment’s own dice, which the stored text leaves out (SIEGE-12)', () => {
    const entry: LedgerEntry = { optionId: 'bombardment', side: 'attacker', effectText: 'x', dice: 'D3+1' };
    expect(ledgerEntryText(entry, 100)).toBe(
      'each wall section and tower (not the gate) suffers D3+1 mortal wounds',
    );
  });

  it('is translated in the pseudo-locale, and an unknown option shows its stored text', () => {
    setLanguage('en-XA');
    const texts = [
      ...ledgers.map(({ entry, sfp }) => ledgerEntryText(entry, sfp)),
      ...[
        'undermine',
        'starveOut',
        'counterBombardmentBowfire',
        'counterBombardmentArtillery',
        'bringReinforcements',
        'forlornHope',
        'bombardment',
      ].map((optionId) =>
        ledgerEntryText({ optionId, side: 'defender', effectText: '', value: 1, dice: 'D3' }, 100),
      ),
    ];
    expect(untranslatedAmong(texts, [])).toEqual([]);
    expect(ledgerEntryText({ optionId: 'later', side: 'attacker', effectText: 'kept as stored' }, 100)).toBe(
      'kept as stored',
    );
  });
});
