import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc';
import { registerTentHandlers } from '../../../electron/ipc/tentHandlers';
import type { TentController } from '../../../electron/tent/tentController';
import { fakeIpcMain } from './fakeIpcMain';

function setup() {
  const tent: TentController = {
    addresses: vi.fn(() => [{ address: '127.0.0.1', label: 'This computer only' }]),
    open: vi.fn(async () => ({ ok: true as const, value: { url: 'u', links: [] } })),
    update: vi.fn(() => ({ ok: true as const, value: null })),
    status: vi.fn(() => null),
    take: vi.fn(async () => ({ ok: true as const, value: [] })),
    unlock: vi.fn(() => ({ ok: true as const, value: null })),
    close: vi.fn(async () => undefined),
  };
  const ipc = fakeIpcMain();
  registerTentHandlers(ipc.ipcMain, tent);
  return { tent, ipc };
}

describe('the tent’s IPC handlers (issue 28)', () => {
  it('registers one channel per bridge method', () => {
    const { ipc } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual(
      [
        IPC_CHANNELS.tentAddresses,
        IPC_CHANNELS.openTent,
        IPC_CHANNELS.updateTent,
        IPC_CHANNELS.tentStatus,
        IPC_CHANNELS.takeTentOrders,
        IPC_CHANNELS.unlockTentSeat,
        IPC_CHANNELS.closeTent,
      ].sort(),
    );
  });

  it('passes checked arguments on, and refuses bad ones and strangers before the tent sees them', async () => {
    const { tent, ipc } = setup();
    await ipc.invoke(IPC_CHANNELS.openTent, '127.0.0.1', 4300, 'text');
    expect(tent.open).toHaveBeenCalledWith('127.0.0.1', 4300, 'text');
    await expect(ipc.invoke(IPC_CHANNELS.openTent, '127.0.0.1', 80, 'text')).rejects.toThrow(
      /invalid arguments/,
    );
    await expect(ipc.invoke(IPC_CHANNELS.openTent, '127.0.0.1', 4300)).rejects.toThrow(/invalid arguments/);
    await expect(ipc.invoke(IPC_CHANNELS.unlockTentSeat, 'F1', 'x'.repeat(201))).rejects.toThrow(/invalid/);
    await expect(ipc.invokeFrom('https://evil.example/', IPC_CHANNELS.closeTent)).rejects.toThrow(
      /not the Hexmarch app/,
    );
    expect(tent.close).not.toHaveBeenCalled();
    expect(tent.unlock).not.toHaveBeenCalled();
  });
});
