import { useState } from 'react';
import { rosterProblems, rosterTotals, type RosterEntry } from '@shared/rulesets/assault';
import { Dialog } from '../Dialog';
import { RosterEditor } from './RosterEditor';
import { formatNumber, t } from '@shared/i18n';

/** DATA-9 totals, each with its plural, for the summary and totals sentences (kit:roster). */
export function rosterCounts(roster: readonly RosterEntry[]) {
  const totals = rosterTotals(roster);
  return {
    troopUnits: t('kit:roster.troopUnits', { count: totals.troopUnits }),
    heroes: t('kit:roster.heroes', { count: totals.heroes }),
    equipmentUnits: t('kit:roster.equipmentUnits', { count: totals.equipmentUnits }),
    br: formatNumber(totals.br),
    troops: t('kit:roster.troops', { count: totals.troops }),
  };
}

/** DATA-9 totals in one sentence, or null for no roster. */
export function rosterSummary(roster: readonly RosterEntry[] | undefined): string | null {
  if (!roster || roster.length === 0) return null;
  return t('kit:roster.summary', rosterCounts(roster));
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
        {t('kit:roster.dialogTitle', { name: props.name, owner: props.owner })}
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
          {t('kit:roster.keep')}
        </button>
        <button type="button" onClick={props.onClose}>
          {t('kit:roster.cancel')}
        </button>
      </p>
    </Dialog>
  );
}
