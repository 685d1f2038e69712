import { closeSync, mkdtempSync, openSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FILE_TEXT } from '@shared/ipc';
import { setLanguage } from '@shared/i18n';
import { serializeHexmarchFile } from '@shared/file';
import { documentFromGenerated } from '@shared/document';
import { generateMap } from '@shared/mapgen';
import { newMapParams } from '@shared/mapgen/newMapParams';
import { appMenuTemplate } from '../../electron/appMenu';
import { readCampaignFile } from '../../electron/files/readCampaignFile';
import { replaceQuestionOf } from '../../electron/files/replaceQuestion';
import { saveErrorOf } from '../../electron/files/saveError';
import { failureMessage } from '../../electron/ipc/exportHandlers';
import { closePromptOf } from '../../electron/ipc/windowHandlers';
import { tentAddresses } from '../../electron/tent/tentAddresses';
import { createTentController } from '../../electron/tent/tentController';
import { createTentSession } from '../../electron/tent/tentSession';
import { tentLogSentence } from '../../renderer/src/campaign/tent/tentLogSentence';
import { untranslatedAmong } from '../i18nScan/untranslatedAmong';
import { campaignAtOrders } from './tent/tentHarness';

/**
 * Issue 32: the main process words its menus, dialogs, file refusals and the tent's sentences through the
 * catalogues, in the language the renderer last told it (the pseudo-locale here, so anything else shows).
 */
afterEach(() => setLanguage('en'));

function mapOnly() {
  const made = generateMap(newMapParams(20, 14), 1);
  if (!made.ok) throw new Error('no map');
  return documentFromGenerated(made.value);
}

const labels = (items: readonly MenuItemConstructorOptions[]): string[] =>
  items.flatMap((item) => [
    ...(item.label !== undefined ? [item.label] : []),
    ...(Array.isArray(item.submenu) ? labels(item.submenu) : []),
  ]);

const menuOf = (recentFiles: string[], isMac = false) =>
  appMenuTemplate({ send: () => {}, recentFiles, openRecent: () => {}, isMac });

describe('the main process in the GM’s language (issue 32)', () => {
  it('labels every menu entry, Electron’s own roles too, in the pseudo-locale and in German', () => {
    setLanguage('en-XA');
    for (const isMac of [false, true]) {
      const menu = menuOf([], isMac);
      // Every entry but the macOS app menu (the OS names it after the app) and separators has a label.
      for (const item of menu.flatMap((top) => (Array.isArray(top.submenu) ? top.submenu : [])))
        if (item.type !== 'separator') expect(item.label, JSON.stringify(item)).toBeDefined();
      expect(untranslatedAmong(labels(menu), [])).toEqual([]);
    }
    // A recent file keeps its own name.
    expect(labels(menuOf(['/campaigns/Border War.hexmarch']))).toContain('Border War.hexmarch');
    setLanguage('de');
    expect(menuOf([]).map((top) => top.label)).toEqual([
      '&Datei',
      '&Bearbeiten',
      '&Ansicht',
      '&Kampagne',
      '&Hilfe',
    ]);
    expect(labels(menuOf([]))).toContain('Rückgängig');
  });

  it('asks its questions (close with unsaved changes, replace files) in the GM’s language', () => {
    setLanguage('en-XA');
    const close = closePromptOf('Border War');
    const one = replaceQuestionOf(['map.pdf'], '/home/gm/prints');
    const names = Array.from({ length: 14 }, (_, i) => `map-${i}.png`);
    const many = replaceQuestionOf(names, '/home/gm/prints');
    const texts = [close, one, many].flatMap((q) => [q.message, q.detail, ...q.buttons]);
    expect(untranslatedAmong(texts, ['Border', 'War', 'prints', 'map.pdf', ...names])).toEqual([]);
    expect(many.detail).toContain('map-9.png');
    setLanguage('de');
    expect(closePromptOf('Border War')).toMatchObject({
      message: 'Änderungen an Border War speichern?',
      buttons: ['Speichern', 'Nicht speichern', 'Abbrechen'],
      defaultId: 0,
      cancelId: 2,
    });
    expect(replaceQuestionOf(['a.pdf', 'b.pdf'], '/x/prints').message).toBe(
      '2 Dateien existieren bereits in „prints“. Ersetzen?',
    );
  });

  it('says why a file was not read or saved, for every kind of failure', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexmarch-lang-'));
    const big = path.join(dir, 'big.hexmarch');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, MAX_FILE_TEXT + 1); // sparse: nothing is written
    closeSync(fd);
    setLanguage('en-XA');
    const reads = await Promise.all(
      [big, dir, '/dev/null', path.join(dir, 'gone.hexmarch')].map(readCampaignFile),
    );
    const saves = ['ENOSPC', 'EBUSY', 'EACCES', 'EROFS', 'ENOENT', 'EIO'].map((code) =>
      saveErrorOf({ code }),
    );
    const texts = [
      ...reads.map((r) => (r.ok ? 'read' : r.message)),
      ...saves.map((s) => s.message),
      failureMessage('map.pdf', { code: 'ENOSPC' }),
      failureMessage('map.pdf', { code: 'EIO' }),
    ];
    expect(new Set(reads.map((r) => (r.ok ? '' : r.message))).size).toBe(4);
    // Node's error codes are cited as they are, like rule IDs.
    expect(untranslatedAmong(texts, ['map.pdf', 'EIO'])).toEqual([]);
  });

  it('words the tent’s refusals, log and desk messages in the language of the moment', async () => {
    setLanguage('en-XA');
    const state = campaignAtOrders();
    const session = createTentSession(state);
    const seat = session.seats[0]!;
    const texts: string[] = [];
    const refusal = (r: { ok: boolean; refusal?: { problems: readonly string[] } }) =>
      texts.push(...(r.refusal?.problems ?? []));
    refusal(session.reopen(seat));
    refusal(session.override('nobody', 'x'));
    refusal(session.takeLocked());
    const orders = state.banners
      .filter((b) => b.factionId === seat.id)
      .map((b) => ({ banner: b.id, type: 'hold' as const }));
    expect((await session.lock(seat, { campaign: state.name, turn: state.turn.number, orders })).ok).toBe(
      true,
    );
    refusal(await session.lock(seat, { campaign: state.name, turn: state.turn.number, orders }));
    refusal(session.override(seat.id, '   '));
    expect(session.override(seat.id, 'Abe left').ok).toBe(true);
    texts.push(...session.status().log.map(tentLogSentence));
    texts.push(tentLogSentence({ at: '', event: 'revealed', name: '', turn: 2, why: '' }));
    texts.push(tentAddresses().at(-1)!.label);
    const controller = createTentController({ phoneDir: () => path.join(tmpdir(), 'no-phone-page-here') });
    const answers = [
      await controller.open('203.0.113.9', 0, '{}'),
      await controller.open('127.0.0.1', 0, 'not a campaign'),
      await controller.open(
        '127.0.0.1',
        0,
        serializeHexmarchFile({ mapDocument: mapOnly(), campaign: null }, '1'),
      ),
      controller.update('{}'),
      await controller.take(),
      controller.unlock('F1', 'x'),
    ];
    for (const a of answers) if (!a.ok) texts.push(a.message);
    expect(texts.length).toBeGreaterThan(12);
    // The factions' names, the GM's reason, and Intl's list word, which the pseudo-locale takes from English.
    const names = [...state.factions.map((f) => f.name), 'Abe', 'left', 'and'];
    // The loader's own sentence (shared/file) follows "could not be read:"; only the tent's words are checked here.
    const own = texts.map((text) => text.split(/:\s/)[0]!);
    expect(untranslatedAmong(own, names)).toEqual([]);
  });
});
