import { GM_VIEWER, seatViewer, type Viewer } from '../kernel';
import { formatList, t } from '../i18n';
import { err, ok, type Result } from '../result';

/**
 * Decision (issue 33): the seat of nobody. Every view (core visibility.ts, Firestorm viewer.ts) lets a seat see its
 * own pieces, orders and rolls plus what is public; a seat that owns nothing therefore sees exactly what every side
 * may see, the intersection of all their views, without a third kind of viewer. No side or faction id can take this
 * value (ids are plain words; this one holds a character no id may hold).
 */
export const PUBLIC_VIEWER: Viewer = seatViewer('\u0000every side');

/** Whom a chronicle is made for, decided once (chronicleAudience). */
export interface ChronicleAudience {
  readonly viewer: Viewer;
  /** The index of the side whose own view it is, or null. */
  readonly side: number | null;
  readonly label: string;
}

/**
 * Issue 33's hidden-information rule: a finished campaign may be told whole; a running one shows only what every
 * side may see, or with `side` that side's own view. A side is named as the GM typed it (case aside).
 */
export function chronicleAudience(
  sides: readonly { readonly id: string; readonly name: string }[],
  ended: boolean,
  side: string | null,
  noun: 'side' | 'faction',
): Result<ChronicleAudience, string> {
  if (side === null) {
    if (ended)
      return ok({
        viewer: GM_VIEWER,
        side: null,
        label: t('chronicle:audience.everything'),
      });
    return ok({
      viewer: PUBLIC_VIEWER,
      side: null,
      label: noun === 'side' ? t('chronicle:audience.publicSide') : t('chronicle:audience.publicFaction'),
    });
  }
  const wanted = side.trim().toLowerCase();
  const index = sides.findIndex((s) => s.name.trim().toLowerCase() === wanted);
  if (index < 0)
    return err(
      t(noun === 'side' ? 'chronicle:audience.noSide' : 'chronicle:audience.noFaction', {
        name: side,
        list: listOf(sides.map((s) => s.name)),
      }),
    );
  const found = sides[index]!;
  if (ended)
    return ok({
      viewer: GM_VIEWER,
      side: index,
      label: t('chronicle:audience.everythingFrom', { name: found.name }),
    });
  return ok({
    viewer: seatViewer(found.id),
    side: index,
    label: t(noun === 'side' ? 'chronicle:audience.ownSide' : 'chronicle:audience.ownFaction', {
      name: found.name,
    }),
  });
}

/** "A, B and C" in the current language. */
export function listOf(names: readonly string[]): string {
  return names.length === 0 ? t('chronicle:audience.none') : formatList(names);
}
