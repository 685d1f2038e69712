/** Parsing and validation return a Result instead of throwing (STYLE.md, chessops). */
export type Result<T, E = string[]> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
