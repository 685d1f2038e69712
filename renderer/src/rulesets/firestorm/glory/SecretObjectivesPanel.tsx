import { useState } from 'react';
import { visibleSecretObjectives, type Faction, type FsCommand } from '@shared/rulesets/firestorm';
import type { Viewer } from '@shared/kernel';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { NumberInput } from '../../../kit/NumberInput';
import { issueCommand } from '../../../campaign/issueCommand';
import { selectFirestorm, selectFsViewer } from '../fsSelectors';
import { BookGloryForm } from './BookGloryForm';
import { useTranslation } from '../../../i18n';

type Shown = ReturnType<typeof visibleSecretObjectives>[string] | undefined;

/**
 * FS-SETUP-5: each player's Secret Objective card, typed in by the GM (or at the player's own seat), kept secret from
 * the other factions until it is met, and its reward banked by hand (FS-GLORY-1). Below, the glory of the book's
 * territory bonuses, also entered by hand. Folded away until something is recorded, to keep the panel short.
 */
export function SecretObjectivesPanel() {
  const { t } = useTranslation('fsSiege');
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const viewer = useAppSelector(selectFsViewer);
  if (!fs) return null;
  const shown = visibleSecretObjectives(fs, viewer);
  const running = fs.status === 'running';
  const issue = (command: FsCommand) => dispatch(issueCommand(command));
  return (
    <details className="panel fs-objectives" data-testid="fs-objectives" open={Object.keys(shown).length > 0}>
      <summary>{t('objectives.title')}</summary>
      {fs.factions.map((f) => (
        <div key={f.id} className="fs-objectives-faction">
          <strong>
            <span className="swatch" style={{ background: f.color }} /> {f.name}
          </strong>
          <ul>
            {f.playerIds.map((player) => (
              <ObjectiveRow
                key={player}
                player={player}
                shown={shown[player]}
                editable={running && mayEdit(viewer, f)}
                issue={issue}
              />
            ))}
          </ul>
        </div>
      ))}
      {running && viewer.kind === 'gm' && <BookGloryForm factions={fs.factions} issue={issue} />}
    </details>
  );
}

/** The GM enters every card; a faction's seat enters its own players' cards (they are secret from the others). */
const mayEdit = (viewer: Viewer, faction: Faction) => viewer.kind === 'gm' || viewer.id === faction.id;

function ObjectiveRow(props: {
  readonly player: string;
  readonly shown: Shown;
  readonly editable: boolean;
  readonly issue: (command: FsCommand) => boolean;
}) {
  const { t } = useTranslation('fsSiege');
  const { player, shown, editable, issue } = props;
  const [text, setText] = useState('');
  const [glory, setGlory] = useState(1);
  if (shown && 'hidden' in shown)
    return (
      <li data-testid="fs-objective" data-player={player}>
        {player}: <span className="muted">{t('objectives.secretCard')}</span>
      </li>
    );
  if (shown?.achieved)
    return (
      <li data-testid="fs-objective" data-player={player}>
        {t('objectives.quoted', { player, text: shown.text })} <strong>{t('objectives.achieved')}</strong>
      </li>
    );
  return (
    <li data-testid="fs-objective" data-player={player}>
      {shown ? (
        t('objectives.quoted', { player, text: shown.text })
      ) : (
        <>
          {player}: <span className="muted">{t('objectives.noCard')}</span>
        </>
      )}
      {editable && (
        <div className="fs-objective-edit">
          <input
            aria-label={t('objectives.cardLabel', { player })}
            placeholder={t('objectives.cardPlaceholder')}
            value={text}
            maxLength={500}
            onChange={(e) => setText(e.target.value)}
          />
          <button
            type="button"
            onClick={() => issue({ type: 'RecordSecretObjective', player, text }) && setText('')}
          >
            {shown ? t('objectives.replace') : t('objectives.record')}
          </button>
          {shown && (
            <span className="fs-objective-achieved">
              <label>
                {t('objectives.reward')}{' '}
                <NumberInput
                  aria-label={t('objectives.rewardLabel', { player })}
                  min={0}
                  max={30}
                  value={glory}
                  onValue={setGlory}
                />{' '}
                {t('objectives.glory')}
              </label>{' '}
              <button type="button" onClick={() => issue({ type: 'RecordObjectiveAchieved', player, glory })}>
                {t('objectives.markAchieved')}
              </button>
            </span>
          )}
        </div>
      )}
    </li>
  );
}
