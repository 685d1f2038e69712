/** What a fan-out worker posts: results as they finish, a refusal, or that its share is played. */
export type FanOutMessage<T> =
  | { readonly kind: 'items'; readonly items: readonly T[] }
  | { readonly kind: 'errors'; readonly errors: readonly string[] }
  | { readonly kind: 'done' };

/** A result a fan-out can merge deterministically: its place in the whole run (run index, or a chunk's first run). */
export interface Indexed {
  readonly index: number;
}
