import { OPPOSITE_EDGE, type Edge } from '@shared/hex';
import type { MapParams, SideSetup } from '@shared/mapgen';
import { NumberField } from './NumberField';
import { groupProblems } from './paramProblems';
import { ProblemList } from './ProblemList';
import { EDGE_PAIRS, MAX_PLAYERS_PER_SIDE, withHomeEdges, withPlayerCount } from './sideDrafts';
import { useTranslation } from '../../i18n';

/** SETUP-2: the two sides' names, their opposite home edges, and how many players each has. */
export function SidesForm(props: {
  params: MapParams;
  problems: readonly string[];
  onChange: (params: MapParams) => void;
}) {
  const { params, onChange } = props;
  const { t } = useTranslation('map');
  const about = (index: number, field: string) =>
    props.problems.some((p) => p.startsWith(`sides[${index}].${field}`));
  const setSide = (index: 0 | 1, side: SideSetup) =>
    onChange({ ...params, sides: index === 0 ? [side, params.sides[1]] : [params.sides[0], side] });
  return (
    <fieldset>
      <legend>{t('newMap.sides')}</legend>
      <label className="field">
        <span>{t('newMap.homeEdges')}</span>
        <select
          data-testid="newmap-edges"
          value={params.sides[0].homeEdge}
          onChange={(e) =>
            onChange({ ...params, sides: withHomeEdges(params.sides, e.target.value as Edge) })
          }
        >
          {EDGE_PAIRS.map((edge) => (
            <option key={edge} value={edge}>
              {t(`edge.${edge}`)} / {t(`edge.${OPPOSITE_EDGE[edge]}`)}
            </option>
          ))}
        </select>
      </label>
      {params.sides.map((side, index) => (
        <div className="side-row" key={side.id}>
          <label className="field">
            <span>{t('newMap.side', { number: index + 1, edge: t(`edge.${side.homeEdge}`) })}</span>
            <input
              data-testid={`newmap-side${index + 1}-name`}
              aria-invalid={about(index, 'name') || undefined}
              value={side.name}
              onChange={(e) => setSide(index as 0 | 1, { ...side, name: e.target.value })}
            />
          </label>
          <NumberField
            label={t('newMap.players')}
            testId={`newmap-side${index + 1}-players`}
            value={side.players.length}
            min={1}
            max={MAX_PLAYERS_PER_SIDE}
            invalid={about(index, 'players')}
            onChange={(count) => {
              const clamped = Math.max(1, Math.min(MAX_PLAYERS_PER_SIDE, Math.round(count) || 1));
              setSide(index as 0 | 1, withPlayerCount(side, index, clamped));
            }}
          />
        </div>
      ))}
      <ProblemList section="sides" problems={groupProblems(props.problems).sides} />
    </fieldset>
  );
}
