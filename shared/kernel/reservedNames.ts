/**
 * Names an id or a record key may not have: every name Object.prototype carries, plus `prototype`. An id becomes
 * an object key on load (entity tables, move bonuses, auto-play), and a lookup of a missing id such as `toString`
 * would find the prototype's function instead of nothing; `__proto__` would even replace the prototype.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'prototype',
  'toLocaleString',
  'toString',
  'valueOf',
]);

export function isReservedName(name: string): boolean {
  return RESERVED_NAMES.has(name);
}
