import { hexName } from '@shared/hex';
import { decideForMe } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { selectRetreatChoices } from './coreSelectors';

/** RETREAT-4: the owner picks one of the highlighted hexes (on the map, or here by keyboard); BOT-2 can pick. */
export function RetreatPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const choices = useAppSelector(selectRetreatChoices);
  const replay = useAppSelector(selectReplayTurn);
  const awaiting = campaign?.turn.awaiting;
  if (!campaign || !awaiting || replay !== null) return null;
  const army = campaign.armies.entities[awaiting.armyId]!;
  const auto = decideForMe(campaign);
  return (
    <section className="panel retreat-panel" data-testid="retreat-panel" data-army={army.id}>
      <h2>Retreat</h2>
      <p>
        <strong>{army.name}</strong> must{' '}
        {awaiting.retreatKind === 'draw' ? 'fall back after a draw (RESULT-2)' : 'retreat (RESULT-3/4)'}. Pick
        one of the highlighted hexes on the map (RETREAT-2..5).
      </p>
      <div className="army-list">
        {choices.map((option) => (
          <button
            key={`${option.via ?? ''}>${option.to}`}
            type="button"
            data-testid={`retreat-${option.to}`}
            onClick={() => dispatch(issueCommand({ type: 'ChooseRetreat', armyId: army.id, hex: option.to }))}
          >
            {hexName(option.to)}
            {option.via ? ` via ${hexName(option.via)} (RETREAT-5)` : ''}
          </button>
        ))}
      </div>
      {auto && (
        <button type="button" data-testid="retreat-auto" onClick={() => dispatch(issueCommand(auto))}>
          Decide for me (BOT-2)
        </button>
      )}
    </section>
  );
}
