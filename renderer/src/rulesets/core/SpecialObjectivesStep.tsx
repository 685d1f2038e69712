import { useState } from 'react';
import type { Battle, BattleSide, Campaign } from '@shared/rulesets/core';
import { useAppDispatch } from '../../store/hooks';
import { BATTLE_SIDE_LIST, battleSideName } from './battleSides';
import { issueCommand } from '../../campaign/issueCommand';
import { useTranslation } from '../../i18n';

/**
 * BATTLE-5: in a Pitched Battle each player draws a special objective (possibly blank) and shows it to the
 * opponent; the GM records its text and, after the game, whether it was achieved (bonus VP: 10% of the game size).
 */
export function SpecialObjectivesStep({ campaign, battle }: { campaign: Campaign; battle: Battle }) {
  return (
    <div data-testid="walk-objectives">
      {BATTLE_SIDE_LIST.map((side) => (
        <ObjectiveRow
          key={`${side}:${battle.specialObjectives?.[side]?.objective ?? ''}:${String(battle.specialObjectives?.[side]?.achieved)}`}
          campaign={campaign}
          battle={battle}
          side={side}
        />
      ))}
    </div>
  );
}

function ObjectiveRow({ campaign, battle, side }: { campaign: Campaign; battle: Battle; side: BattleSide }) {
  const dispatch = useAppDispatch();
  const saved = battle.specialObjectives?.[side];
  const { t } = useTranslation('coreScreens');
  const [objective, setObjective] = useState(saved?.objective ?? '');
  const [achieved, setAchieved] = useState(saved?.achieved ?? false);
  const points = campaign.armies.entities[battle[side].armyId]?.points ?? 0;
  const changed = !saved || saved.objective !== objective.trim() || saved.achieved !== achieved;
  return (
    <form
      className="walk-row"
      data-testid={`objective-${side}`}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(
          issueCommand({ type: 'RecordSpecialObjective', battleId: battle.id, side, objective, achieved }),
        );
      }}
    >
      <label className="walk-label" htmlFor={`objective-${battle.id}-${side}`}>
        {battleSideName(campaign, battle, side)}
      </label>
      <input
        id={`objective-${battle.id}-${side}`}
        data-testid={`objective-${side}-text`}
        value={objective}
        maxLength={500}
        placeholder={t('objectives.placeholder')}
        onChange={(e) => setObjective(e.target.value)}
      />
      <label className="check">
        <input
          type="checkbox"
          data-testid={`objective-${side}-achieved`}
          checked={achieved}
          onChange={(e) => setAchieved(e.target.checked)}
        />
        {t('objectives.achieved', { vp: Math.round(points / 10) })}
      </label>
      <button type="submit" data-testid={`objective-${side}-save`} disabled={!changed}>
        {saved ? t('objectives.update') : t('objectives.record')}
      </button>
      {saved && (
        <span className="muted walk-saved" data-testid={`objective-${side}-saved`}>
          {t(saved.achieved ? 'objectives.recordedAchieved' : 'objectives.recorded', {
            objective: saved.objective
              ? t('objectives.quoted', { objective: saved.objective })
              : t('objectives.blank'),
          })}
        </span>
      )}
    </form>
  );
}
