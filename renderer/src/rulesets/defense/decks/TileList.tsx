import type { DeckTileInput } from '@shared/rulesets/defense';
import { t } from '@shared/i18n';
import { useTranslation } from '../../../i18n';

type Loose = Record<string, unknown>;

/** A tile in one line, as a GM reads a card: cost, dice or strength, keywords, effects (ANV-5..7). */
export function tileSummary(tile: DeckTileInput): string {
  const raw = tile as Loose;
  const parts: string[] = [];
  if (tile.kind === 'enemy') parts.push(t('decks:summary.strength', { strength: String(raw.strength) }));
  else
    parts.push(
      t(
        `decks:summary.costs.${({ unit: 'manpower', building: 'stone', city: 'gold' } as const)[tile.kind]}`,
        {
          cost: String(raw.cost),
        },
      ),
    );
  if (tile.kind === 'unit') {
    if (raw.ranged) parts.push(t('decks:summary.ranged', { die: String(raw.ranged) }));
    if (raw.melee) parts.push(t('decks:summary.melee', { die: String(raw.melee) }));
    if (typeof raw.attackMod === 'number' && raw.attackMod !== 0)
      parts.push(t('decks:summary.attackMod', { mod: `${raw.attackMod > 0 ? '+' : ''}${raw.attackMod}` }));
  }
  const keywords = (raw.keywords as string[] | undefined) ?? [];
  const effects = (raw.effects as string[] | undefined) ?? [];
  return [...parts, ...keywords, ...effects].join(' · ');
}

/** The deck's tiles: select one to edit it, delete it; tiles the schema refuses are marked. */
export function TileList(props: {
  tiles: readonly DeckTileInput[];
  selected: number;
  withIssues: ReadonlySet<number>;
  onSelect: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const { t } = useTranslation('decks');
  return (
    <table className="deck-tiles" data-testid="deck-tiles">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('list.tile')}</th>
          <th>{t('list.kind')}</th>
          <th>{t('list.copies')}</th>
          <th>{t('list.does')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {props.tiles.map((tile, i) => {
          const name = typeof tile.name === 'string' && tile.name.trim() ? tile.name : t('list.noName');
          return (
            <tr
              key={i}
              className={[
                i === props.selected ? 'selected' : '',
                props.withIssues.has(i) ? 'invalid' : '',
              ].join(' ')}
              data-testid={`deck-tile-${i + 1}`}
            >
              <td>{props.withIssues.has(i) ? `${i + 1} ⚠` : i + 1}</td>
              <td>
                <button type="button" className="link-like" onClick={() => props.onSelect(i)}>
                  {name}
                </button>
              </td>
              <td>{t(`list.kinds.${tile.kind}`)}</td>
              <td>{String(tile.copies ?? 1)}</td>
              <td>{tileSummary(tile)}</td>
              <td>
                <button
                  type="button"
                  data-testid={`deck-delete-${i + 1}`}
                  aria-label={t('list.deleteLabel', { tile: name })}
                  onClick={() => props.onDelete(i)}
                >
                  {t('list.delete')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
