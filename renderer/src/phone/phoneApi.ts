import type { OrderSpec } from '@shared/rulesets/firestorm/model/commands';
import type { DraftAnswer, SeatView, TentMap } from '@shared/tent/tentWire';
import { currentPhoneLanguage, pt } from './phoneLanguage';

/** A refusal from the tent, in the words the phone shows. */
export class TentRefused extends Error {
  constructor(
    readonly status: number,
    readonly problems: readonly string[],
  ) {
    super(problems.join(' '));
  }
}

const WORDS = { 403: 'phone:problems.badLink', 429: 'phone:problems.tooMany' } as const;
const wordsFor = (status: number): string | undefined =>
  status in WORDS ? pt(WORDS[status as keyof typeof WORDS]) : undefined;

/** The tent's API, with the seat token from the link's fragment sent as a bearer token (never in the URL). */
export function tentApi(token: string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | null> => {
    const response = await fetch(path, {
      method,
      cache: 'no-store',
      headers: {
        authorization: `Bearer ${token}`,
        // The tent words its refusals in the phone's language (issue 32, electron/tent/requestLanguage.ts).
        'x-hexmarch-language': currentPhoneLanguage(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (response.status === 204) return null;
    if (!response.ok) {
      const words = wordsFor(response.status);
      const problems = words
        ? [words]
        : (((await response.json().catch(() => null)) as { problems?: string[] } | null)?.problems ?? [
            pt('phone:problems.answered', { status: response.status }),
          ]);
      throw new TentRefused(response.status, problems);
    }
    return (await response.json()) as T;
  };
  return {
    map: () => call<TentMap>('GET', '/api/map') as Promise<TentMap>,
    view: (since?: number) =>
      call<SeatView>('GET', since === undefined ? '/api/view' : `/api/view?since=${since}`),
    draft: (orders: readonly OrderSpec[], focus?: { banner: string; path: string[] }) =>
      call<DraftAnswer>('POST', '/api/draft', {
        orders,
        ...(focus ? { focus } : {}),
      }) as Promise<DraftAnswer>,
    lock: (campaign: string, turn: number, orders: readonly OrderSpec[]) =>
      call<{ fingerprint: string }>('POST', '/api/lock', { campaign, turn, orders }) as Promise<{
        fingerprint: string;
      }>,
    reopen: () => call<{ reopened: true }>('POST', '/api/reopen', {}),
  };
}

export type TentApi = ReturnType<typeof tentApi>;
