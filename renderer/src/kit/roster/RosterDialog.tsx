import { useState } from 'react';
import { rosterProblems, rosterTotals, type RosterEntry } from '@shared/rulesets/assault';
import { Dialog } from '../Dialog';
import { RosterEditor } from './RosterEditor';

/** DATA-9 totals in one sentence, or null for no roster. */
export function rosterSummary(roster: readonly RosterEntry[] | undefined): string | null {
  if (!roster || roster.length === 0) return null;
  const t = rosterTotals(roster);
  return `${t.troopUnits} troop units, ${t.heroes} heroes, ${t.equipmentUnits} equipment units; total BR ${t.br}, ${t.troops} troops.`;
}

/**
 * "Edit roster…" for a campaign's army (core) or banner (Firestorm): the roster editor in a dialog, kept only when
 * every unit passes DATA-9. `onKeep` gets the roster (empty = none) and returns whether the campaign took it; a
 * refusal keeps the dialog open so the GM can mend what the message names.
 */
export function RosterDialog(props: {
  /** The army's or banner's name (also the CSV file's name). */
  name: string;
  /** Who it belongs to (a player or a faction). */
  owner: string;
  roster: readonly RosterEntry[];
  /** Put in front of new ids, so two rosters that may meet in an assault never share one (DATA-9). */
  idPrefix: string;
  onKeep: (roster: RosterEntry[]) => boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<readonly RosterEntry[]>(props.roster);
  const problems = rosterProblems(draft);
  return (
    <Dialog
      labelledBy="roster-dialog-title"
      testId="roster-dialog"
      onSubmit={() => {
        if (problems.length === 0 && props.onKeep([...draft])) props.onClose();
      }}
    >
      <h2 id="roster-dialog-title">
        {props.name} ({props.owner}): roster
      </h2>
      <RosterEditor
        title={props.name}
        roster={draft}
        onChange={setDraft}
        idPrefix={props.idPrefix}
        testId="army-roster"
      />
      <p className="dialog-actions">
        <button type="submit" className="primary" data-testid="roster-save" disabled={problems.length > 0}>
          Keep this roster
        </button>
        <button type="button" onClick={props.onClose}>
          Cancel
        </button>
      </p>
    </Dialog>
  );
}
