import { currentLanguage, t } from '@shared/i18n';
import type { HexmarchBridge, TentAnswer } from '@shared/ipc';

type TentMethods = Pick<
  HexmarchBridge,
  | 'tentAddresses'
  | 'openTent'
  | 'updateTent'
  | 'tentStatus'
  | 'takeTentOrders'
  | 'unlockTentSeat'
  | 'closeTent'
>;

const unreachable = <T>(): TentAnswer<T> => ({
  ok: false,
  message: t('tent:controller.needsServer'),
});

/**
 * The browser edition's tent: the same controller as the desktop's, run by the Node server that serves this page
 * (scripts/lib/tentPreviewPlugin.ts), reached on its own origin with the header that only this page sends.
 */
export function createBrowserTent(fetchFn: typeof fetch): TentMethods {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetchFn(`/__tent/${path}`, {
      method,
      cache: 'no-store',
      headers: {
        'x-hexmarch-tent': '1',
        // The server words its answers in the GM's language (issue 32).
        'x-hexmarch-language': currentLanguage(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // Never shown: `answer` turns any failure into `unreachable`'s sentence.
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const answer = async <T>(run: () => Promise<TentAnswer<T>>): Promise<TentAnswer<T>> => {
    try {
      return await run();
    } catch {
      return unreachable<T>();
    }
  };
  return {
    tentAddresses: () =>
      call<Awaited<ReturnType<TentMethods['tentAddresses']>>>('GET', 'addresses').catch(() => []),
    openTent: (host, port, fileText) => answer(() => call('POST', 'open', { host, port, fileText })),
    updateTent: (fileText) => answer(() => call('POST', 'update', { fileText })),
    tentStatus: () => call<Awaited<ReturnType<TentMethods['tentStatus']>>>('GET', 'status').catch(() => null),
    takeTentOrders: () => answer(() => call('POST', 'take', {})),
    unlockTentSeat: (seat, reason) => answer(() => call('POST', 'unlock', { seat, reason })),
    closeTent: () => call<null>('POST', 'close', {}).then(() => undefined),
  };
}
