import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc';
import { readSystemInfo, registerSystemInfoHandler } from '../../../electron/ipc/systemInfo';

const electronProcess = {
  platform: 'linux',
  arch: 'x64',
  versions: { electron: '45.4.1', chrome: '140.0.0.0', node: '22.20.0', v8: '14.0', uv: '1.51' },
};

describe('readSystemInfo', () => {
  it('reports os, arch and the electron, chrome and node versions only', () => {
    expect(readSystemInfo(electronProcess)).toEqual({
      os: 'linux',
      arch: 'x64',
      versions: { electron: '45.4.1', chrome: '140.0.0.0', node: '22.20.0' },
    });
  });

  it('leaves out versions the runtime does not have', () => {
    expect(
      readSystemInfo({ platform: 'darwin', arch: 'arm64', versions: { node: '20.19.0' } }).versions,
    ).toEqual({
      node: '20.19.0',
    });
  });
});

describe('registerSystemInfoHandler', () => {
  function register() {
    const handle = vi.fn();
    registerSystemInfoHandler({ handle }, electronProcess);
    const [channel, handler] = handle.mock.calls[0] ?? [];
    return { channel, handler: handler as (event: unknown, ...args: unknown[]) => unknown };
  }
  const appEvent = { senderFrame: { url: 'app://hexmarch/index.html', parent: null } };

  it('handles the getSystemInfo channel', () => {
    expect(register().channel).toBe(IPC_CHANNELS.getSystemInfo);
  });

  it('answers the app with the system info', () => {
    expect(register().handler(appEvent)).toEqual(readSystemInfo(electronProcess));
  });

  it('refuses any argument, since the capability takes none', () => {
    expect(() => register().handler(appEvent, '../../etc/passwd')).toThrow(/invalid arguments/);
  });

  it('refuses a page from another origin', () => {
    expect(() => register().handler({ senderFrame: { url: 'https://example.com/', parent: null } })).toThrow(
      /sender is not the Hexmarch app/,
    );
  });
});
