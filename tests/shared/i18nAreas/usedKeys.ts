import { i18n, EN, type Namespace } from '@shared/i18n';

/**
 * The catalogue keys `t` was asked for while `run` ran (plural and context suffixes as the caller wrote them), so a
 * test can say that every sentence of a namespace was made at least once (issue 32: every refusal and log sentence).
 */
export function keysUsedBy(run: () => void): Set<string> {
  const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } })
    .translator;
  const original = translator.translate;
  const used = new Set<string>();
  translator.translate = function (this: unknown, keys: unknown, ...rest: unknown[]) {
    for (const key of Array.isArray(keys) ? keys : [keys]) used.add(String(key));
    return original.call(this, keys, ...rest);
  };
  try {
    run();
  } finally {
    translator.translate = original;
  }
  return used;
}

/** Every key of a namespace's English catalogue, `ns:path`, with plural forms folded into their base key. */
export function keysOf(ns: Namespace, under = ''): string[] {
  const out = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.add(`${ns}:${path.replace(/_(one|other)$/, '')}`);
    else for (const [k, v] of Object.entries(node as object)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(EN[ns], '');
  return [...out].filter((k) => k.startsWith(`${ns}:${under}`));
}
