import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AssaultZones } from './canvas/AssaultZones';
import { useElementSize } from '../../kit/useElementSize';
import type { BoardProps } from '../../store/appMode';
import { ID_PREFIX, type AssaultDraft, type AssaultSideDraft } from './assaultDraft';
import { assaultDraftChanged } from './assaultSlice';
import { RosterEditor } from '../../kit/roster/RosterEditor';
import { zoneDiagramOf } from './zoneDiagram';
import './assault.css';
import { useTranslation } from '../../i18n';

/** The Assault mode's board: the two rosters before the assault, the zone diagram once it runs (issue 13). */
export function AssaultBoard(_props: BoardProps) {
  const game = useAppSelector((state) => state.assault.game);
  return game ? <ZoneBoard /> : <RosterBoard />;
}

function ZoneBoard() {
  const { game, stepFrom, record } = useAppSelector((state) => state.assault);
  const [ref, size] = useElementSize<HTMLDivElement>();
  const diagram = useMemo(
    () => (game && record ? zoneDiagramOf(game, stepFrom, record.names) : null),
    [game, stepFrom, record],
  );
  return (
    <div className="assault-board" ref={ref} data-testid="assault-diagram">
      {diagram && size.width > 0 && (
        <AssaultZones diagram={diagram} width={size.width} height={size.height} />
      )}
    </div>
  );
}

function RosterBoard() {
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.assault.draft);
  const change = (next: Partial<AssaultDraft>) => dispatch(assaultDraftChanged({ ...draft, ...next }));
  const side = (key: 'besieger' | 'defender', role: string) => {
    const army = draft[key];
    const set = (next: Partial<AssaultSideDraft>) => change({ [key]: { ...army, ...next } });
    return (
      <div className="assault-army">
        <label className="field">
          <span>{role}</span>
          <input
            data-testid={`assault-${key}-name`}
            value={army.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </label>
        <RosterEditor
          title={t('board.roster', { army: army.name || role })}
          roster={army.roster}
          onChange={(roster) => set({ roster })}
          idPrefix={ID_PREFIX[key]}
          testId={`roster-${key}`}
        />
      </div>
    );
  };
  return (
    <div className="assault-board assault-rosters" data-testid="assault-rosters">
      <label className="field assault-title">
        <span>{t('board.title')}</span>
        <input
          data-testid="assault-title"
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
        />
      </label>
      {side('besieger', t('board.besieging'))}
      {side('defender', t('board.defending'))}
    </div>
  );
}
