import { useState } from 'react';
import { liveArmies } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RosterDialog, rosterSummary } from '../assault/RosterDialog';
import { armyRosterEdited } from '../campaign/campaignActions';
import { selectCampaign, selectReplayTurn } from './playSelectors';

/**
 * DATA-9 in the campaign (issue 13): the roster of the army picked (or chosen here), its totals, and "Edit roster…"
 * opening the roster editor. With `core.fortressResolution: assault`, fortress battles between two armies with
 * rosters are fought as assaults (LOC-7), and the losses are written back here (ASLT-29).
 */
export function ArmyRosterPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const picked = useAppSelector((state) => state.play.selectedArmyId);
  const replay = useAppSelector(selectReplayTurn);
  const [chosen, setChosen] = useState<string>('');
  const [editing, setEditing] = useState(false);
  if (!campaign || replay !== null) return null;
  const armies = liveArmies(campaign);
  const army = campaign.armies.entities[chosen || picked || ''] ?? armies[0];
  if (!army) return null;
  const owner = campaign.players.find((p) => p.id === army.ownerId)?.name ?? '';
  return (
    <section className="panel" data-testid="army-roster-panel">
      <h2>Army roster</h2>
      <p className="field">
        <select
          aria-label="Army whose roster is shown"
          data-testid="roster-army-select"
          value={army.id}
          onChange={(e) => setChosen(e.target.value)}
        >
          {armies.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({campaign.players.find((p) => p.id === a.ownerId)?.name ?? ''})
            </option>
          ))}
        </select>
      </p>
      <p data-testid="army-roster-summary">
        {rosterSummary(army.roster) ??
          'No roster: its fortress battles are fought by the dice or on the tabletop (LOC-7).'}
      </p>
      <button type="button" data-testid="edit-roster" onClick={() => setEditing(true)}>
        Edit roster…
      </button>
      {editing && (
        <RosterDialog
          name={army.name}
          owner={owner}
          roster={army.roster ?? []}
          idPrefix={`${army.id}-`}
          onKeep={(roster) => {
            dispatch(armyRosterEdited({ armyId: army.id, roster: roster.length > 0 ? roster : null }));
            return true;
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
