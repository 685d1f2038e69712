import type { LegendEntry } from '@shared/print';
import { ITEM_NAMES } from '../fsNames';
import type { FirestormPrint } from './firestormPrint';

/**
 * The legend of a Firestorm printout (issue 12): each faction's territory look (colour, pattern and border
 * together, FS-MAP-1), then every other mark the sheet carries, in the GM's words. Marks absent from the campaign
 * are left out, so a small legend stays readable; the factions are always listed.
 */
export function firestormLegendEntries(print: FirestormPrint): LegendEntry[] {
  const { board } = print;
  const entries: LegendEntry[] = board.factions.map((faction, index) => ({
    id: `fs-faction:${index}`,
    text: faction.name,
  }));
  if (board.specials.length > 0) entries.push({ id: 'fs-special', text: 'Special territory' });
  if (board.banners.length > 0) entries.push({ id: 'fs-banner', text: 'Banner and its points' });
  if (board.banners.some((b) => b.fatigued)) entries.push({ id: 'fs-fatigued', text: 'Fatigued banner' });
  if (board.banners.some((b) => b.done)) entries.push({ id: 'fs-done', text: 'Order carried out' });
  const kinds = new Set(board.conflicts.map((c) => c.kind));
  if (kinds.has('battle')) entries.push({ id: 'fs-battle', text: 'Battle to fight' });
  if (kinds.has('siege')) entries.push({ id: 'fs-siege', text: 'Siege and its level' });
  const orders = new Set(board.orders.map((o) => o.kind));
  if (orders.has('move')) entries.push({ id: 'fs-order:move', text: 'Move order' });
  if (orders.has('forcedMarch')) entries.push({ id: 'fs-order:forcedMarch', text: 'Forced March order' });
  if (print.orders.length > 0) entries.push({ id: 'fs-tag', text: "The banner's order" });
  const badges = new Set(board.items.flatMap((i) => i.badges));
  for (const item of Object.values(ITEM_NAMES))
    if (badges.has(item.badge)) entries.push({ id: `fs-item:${item.badge}`, text: item.name });
  return entries;
}
