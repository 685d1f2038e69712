import { useState } from 'react';
import { rosterProblems, rosterTotals, type RosterEntry } from '@shared/rulesets/assault';
import { liveArmies } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { RosterEditor } from '../assault/RosterEditor';
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
  const [draft, setDraft] = useState<readonly RosterEntry[] | null>(null);
  if (!campaign || replay !== null) return null;
  const armies = liveArmies(campaign);
  const army = campaign.armies.entities[chosen || picked || ''] ?? armies[0];
  if (!army) return null;
  const owner = campaign.players.find((p) => p.id === army.ownerId)?.name ?? '';
  const roster = army.roster ?? [];
  const totals = rosterTotals(roster);
  const problems = draft ? rosterProblems(draft) : [];
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
        {army.roster
          ? `${totals.troopUnits} troop units, ${totals.heroes} heroes, ${totals.equipmentUnits} equipment units; total BR ${totals.br}, ${totals.troops} troops.`
          : 'No roster: its fortress battles are fought by the dice or on the tabletop (LOC-7).'}
      </p>
      <button type="button" data-testid="edit-roster" onClick={() => setDraft(roster)}>
        Edit roster…
      </button>
      {draft && (
        <Dialog
          labelledBy="roster-dialog-title"
          testId="roster-dialog"
          onSubmit={() => {
            if (problems.length > 0) return;
            dispatch(armyRosterEdited({ armyId: army.id, roster: draft.length > 0 ? draft : null }));
            setDraft(null);
          }}
        >
          <h2 id="roster-dialog-title">
            {army.name} ({owner}): roster
          </h2>
          <RosterEditor
            title={army.name}
            roster={draft}
            onChange={setDraft}
            idPrefix={`${army.id}-`}
            testId="army-roster"
          />
          <p className="dialog-actions">
            <button
              type="submit"
              className="primary"
              data-testid="roster-save"
              disabled={problems.length > 0}
            >
              Keep this roster
            </button>
            <button type="button" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </p>
        </Dialog>
      )}
    </section>
  );
}
