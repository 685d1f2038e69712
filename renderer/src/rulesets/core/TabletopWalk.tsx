import './tabletopWalk.css';
import { useState, type ReactNode } from 'react';
import { PITCHED_BATTLE, scenarioTypeLabel, type Battle, type Campaign } from '@shared/rulesets/core';
import { DeedsStep } from './DeedsStep';
import { GameLengthStep } from './GameLengthStep';
import { ScoringStep } from './ScoringStep';
import { SpecialObjectivesStep } from './SpecialObjectivesStep';
import { TabletopForm, type TabletopWinnerChoice } from './TabletopForm';
import { useTranslation } from '../../i18n';

/**
 * The tabletop game in the order it is played: the Pitched Battle objectives (BATTLE-5) or the glorious deeds
 * (SCEN-6), the turn-5 game-length roll (SCEN-7), the scenario's scoring (SCEN-11..16), then the result (BATTLE-6).
 * Steps the battle's scenario does not have are left out.
 */
export function TabletopWalk({ campaign, battle }: { campaign: Campaign; battle: Battle }) {
  const [winner, setWinner] = useState<TabletopWinnerChoice>('attacker');
  const { t } = useTranslation('coreScreens');
  const generated = battle.scenario?.generated;
  const steps: { id: string; title: string; body: ReactNode }[] = [];
  if (battle.scenario?.name === PITCHED_BATTLE)
    steps.push({
      id: 'objectives',
      title: t('walk.objectives'),
      body: <SpecialObjectivesStep campaign={campaign} battle={battle} />,
    });
  if (generated) {
    steps.push(
      {
        id: 'deeds',
        title: t('walk.deeds'),
        body: <DeedsStep campaign={campaign} battle={battle} scenario={generated} />,
      },
      {
        id: 'length',
        title: t('walk.length'),
        body: <GameLengthStep battle={battle} scenario={generated} />,
      },
      {
        id: 'scoring',
        title: t('walk.scoring', { scenario: scenarioTypeLabel(generated), rule: generated.scenario.ruleId }),
        body: (
          <ScoringStep campaign={campaign} battle={battle} scenario={generated} onUseWinner={setWinner} />
        ),
      },
    );
  }
  steps.push({
    id: 'result',
    title: t('walk.result'),
    body: <TabletopForm campaign={campaign} battle={battle} winner={winner} onWinnerChange={setWinner} />,
  });
  return (
    <ol className="tabletop-walk" data-testid="tabletop-walk">
      {steps.map((s) => (
        <li key={s.id} data-testid={`walk-step-${s.id}`}>
          <h3>{s.title}</h3>
          {s.body}
        </li>
      ))}
    </ol>
  );
}
