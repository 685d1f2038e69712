import { t } from '@shared/i18n';
import type { LegendEntry } from '@shared/print';
import { ITEM_NAMES } from '../fsNames';
import type { FirestormPrint } from './firestormPrint';

/**
 * The legend of a Firestorm printout (issue 12): each faction's territory look (colour, pattern and border
 * together, FS-MAP-1), then every other mark the sheet carries, in the GM's words. Marks absent from the campaign
 * are left out, so a small legend stays readable; the factions are always listed.
 */
const printLegend = (
  key: 'special' | 'banner' | 'fatigued' | 'done' | 'battle' | 'siege' | 'move' | 'forcedMarch' | 'order',
): string => t(`firestorm:printLegend.${key}`);

export function firestormLegendEntries(print: FirestormPrint): LegendEntry[] {
  const { board } = print;
  const entries: LegendEntry[] = board.factions.map((faction, index) => ({
    id: `fs-faction:${index}`,
    text: faction.name,
  }));
  const entry = (id: string, key: Parameters<typeof printLegend>[0]) =>
    entries.push({ id, text: printLegend(key) });
  if (board.specials.length > 0) entry('fs-special', 'special');
  if (board.banners.length > 0) entry('fs-banner', 'banner');
  if (board.banners.some((b) => b.fatigued)) entry('fs-fatigued', 'fatigued');
  if (board.banners.some((b) => b.done)) entry('fs-done', 'done');
  const kinds = new Set(board.conflicts.map((c) => c.kind));
  if (kinds.has('battle')) entry('fs-battle', 'battle');
  if (kinds.has('siege')) entry('fs-siege', 'siege');
  const orders = new Set(board.orders.map((o) => o.kind));
  if (orders.has('move')) entry('fs-order:move', 'move');
  if (orders.has('forcedMarch')) entry('fs-order:forcedMarch', 'forcedMarch');
  if (print.orders.length > 0) entry('fs-tag', 'order');
  const badges = new Set(board.items.flatMap((i) => i.badges));
  for (const item of Object.values(ITEM_NAMES))
    if (badges.has(item.badge)) entries.push({ id: `fs-item:${item.badge}`, text: item.name });
  return entries;
}
