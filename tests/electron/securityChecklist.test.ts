/**
 * Electron's security checklist (issue 5 §5), one test per item, each against the module that implements it.
 * The modules have their own detailed tests beside this file; this list is the checklist read top to bottom.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { BRIDGE_KEYS, IPC_CHANNELS } from '@shared/ipc';
import { APP_ENTRY_URL, isAppUrl } from '../../electron/appProtocol';
import { buildContentSecurityPolicy } from '../../electron/contentSecurityPolicy';
import { isAllowedExternalUrl } from '../../electron/externalLinks';
import { checkInvocation } from '../../electron/ipc/handleValidated';
import { GET_SYSTEM_INFO_ARGS } from '../../electron/ipc/systemInfo';
import { installNavigationGuard } from '../../electron/navigationGuard';
import { denyAllPermissions } from '../../electron/permissions';
import { createWindowOptions } from '../../electron/windowOptions';

const prefs = createWindowOptions({ preloadPath: '/app/preload.cjs', appVersion: '1.0.0' }).webPreferences!;

describe('Electron security checklist', () => {
  it('1. context isolation is on', () => {
    expect(prefs.contextIsolation).toBe(true);
  });

  it('2. every renderer is sandboxed', () => {
    expect(prefs.sandbox).toBe(true);
  });

  it('3. no Node.js in the renderer, its workers or subframes', () => {
    expect([prefs.nodeIntegration, prefs.nodeIntegrationInWorker, prefs.nodeIntegrationInSubFrames]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('4. a strict Content-Security-Policy: no inline script, no eval, no plugins, no framing', () => {
    const csp = buildContentSecurityPolicy();
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('5. the app is served from its own app:// protocol, not file://', () => {
    expect(APP_ENTRY_URL).toBe('app://hexmarch/index.html');
    expect(isAppUrl('file:///opt/hexmarch/index.html')).toBe(false);
  });

  it('6. navigation away from the app, of the page or of any frame, and every new window are blocked', () => {
    const handlers = new Map<
      string,
      (event: { preventDefault(): void; url?: string }, url?: string) => void
    >();
    const contents = {
      on: vi.fn((name: string, handler: never) => handlers.set(name, handler)),
      setWindowOpenHandler: vi.fn(),
    };
    installNavigationGuard(contents as never);
    const event = { preventDefault: vi.fn() };
    handlers.get('will-navigate')?.(event, 'https://evil.example/');
    expect(event.preventDefault).toHaveBeenCalled();
    const frameEvent = { preventDefault: vi.fn(), url: 'https://evil.example/' };
    handlers.get('will-frame-navigate')?.(frameEvent);
    expect(frameEvent.preventDefault).toHaveBeenCalled();
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]?.[0] as () => unknown;
    expect(openHandler()).toEqual({ action: 'deny' });
  });

  it('7. shell.openExternal only for allow-listed https addresses', () => {
    expect(isAllowedExternalUrl('https://github.com/')).toBe(true);
    expect(isAllowedExternalUrl('http://github.com/')).toBe(false);
    expect(isAllowedExternalUrl('file:///bin/sh')).toBe(false);
  });

  it('8. every IPC handler checks its sender and validates its arguments', () => {
    const stranger = { senderFrame: { url: 'https://evil.example/', parent: null } };
    const app = { senderFrame: { url: APP_ENTRY_URL, parent: null } };
    expect(checkInvocation(IPC_CHANNELS.getSystemInfo, stranger as never, [], GET_SYSTEM_INFO_ARGS).ok).toBe(
      false,
    );
    expect(
      checkInvocation(IPC_CHANNELS.getSystemInfo, app as never, ['extra'], GET_SYSTEM_INFO_ARGS).ok,
    ).toBe(false);
    expect(checkInvocation(IPC_CHANNELS.getSystemInfo, app as never, [], GET_SYSTEM_INFO_ARGS).ok).toBe(true);
  });

  it('9. the preload exposes one method per capability, each with its own channel, and never ipcRenderer', () => {
    const methods = BRIDGE_KEYS.filter((key) => key !== 'edition' && key !== 'appVersion');
    expect(Object.keys(IPC_CHANNELS).sort()).toEqual([...methods].sort());
    expect(new Set(Object.values(IPC_CHANNELS)).size).toBe(methods.length);
    expect(readFileSync(new URL('../../electron/preload.ts', import.meta.url), 'utf8')).not.toMatch(
      /exposeInMainWorld\([^)]*ipcRenderer\s*\)/,
    );
  });

  it('10. fuses are set in electron-builder: no run-as-node, no NODE_OPTIONS, no inspect, asar only and checked', () => {
    const config = parse(readFileSync(new URL('../../electron-builder.yml', import.meta.url), 'utf8')) as {
      electronFuses: Record<string, boolean>;
    };
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('11. every permission is refused: requested, checked, or for a device', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyAllPermissions(session as never);
    const callback = vi.fn();
    (session.setPermissionRequestHandler.mock.calls[0]?.[0] as (...a: unknown[]) => void)(
      {},
      'media',
      callback,
    );
    expect(callback).toHaveBeenCalledWith(false);
    expect((session.setPermissionCheckHandler.mock.calls[0]?.[0] as () => boolean)()).toBe(false);
    expect((session.setDevicePermissionHandler.mock.calls[0]?.[0] as () => boolean)()).toBe(false);
  });
});
