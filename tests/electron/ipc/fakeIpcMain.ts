import type { IpcMainInvokeEvent } from 'electron';
import { APP_ENTRY_URL } from '../../../electron/appProtocol';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** Records ipcMain.handle registrations and calls them as the app's top frame, or as a stranger. */
export function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  const call = (channel: string, frame: { url: string; parent: unknown }, args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return Promise.resolve().then(() =>
      handler({ senderFrame: frame } as unknown as IpcMainInvokeEvent, ...args),
    );
  };
  return {
    handlers,
    ipcMain: { handle: (channel: string, handler: Handler) => void handlers.set(channel, handler) },
    /** As the app's own page. */
    invoke: (channel: string, ...args: unknown[]) =>
      call(channel, { url: APP_ENTRY_URL, parent: null }, args),
    /** As a page from elsewhere (a navigated or injected frame). */
    invokeFrom: (url: string, channel: string, ...args: unknown[]) =>
      call(channel, { url, parent: null }, args),
  };
}
