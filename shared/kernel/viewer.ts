/**
 * Who is looking (boardgame.io's playerView): the GM sees everything unless the GM's view is locked; a player or
 * faction sees what its side may see (FS hidden orders, per-side handouts). Queries that answer for a viewer take
 * one of these.
 */
export type Viewer = { readonly kind: 'gm' } | { readonly kind: 'seat'; readonly id: string };

export const GM_VIEWER: Viewer = { kind: 'gm' };
export const seatViewer = (id: string): Viewer => ({ kind: 'seat', id });
