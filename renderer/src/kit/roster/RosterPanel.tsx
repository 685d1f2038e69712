import { useState } from 'react';
import type { RosterEntry } from '@shared/rulesets/assault';
import { RosterDialog, rosterSummary } from './RosterDialog';
import { t } from '@shared/i18n';

/** The army (core) or banner (Firestorm) whose roster a RosterPanel shows. */
export interface RosterHolder {
  readonly id: string;
  readonly name: string;
  /** Its player (core) or faction (Firestorm). */
  readonly owner: string;
  readonly roster?: readonly RosterEntry[];
}

/**
 * DATA-9 in a campaign's side panel (issue 13): pick an army or banner, read its roster's totals, and "Edit
 * roster…" in the roster dialog. `onKeep` records the roster in the campaign and says whether it was taken.
 */
export function RosterPanel(props: {
  kind: 'army' | 'banner';
  heading: string;
  holders: readonly RosterHolder[];
  shown: RosterHolder;
  onShow: (id: string) => void;
  /** What having no roster means for this holder's battles. */
  noRoster: string;
  onKeep: (roster: RosterEntry[]) => boolean;
}) {
  const { kind, shown } = props;
  const [editing, setEditing] = useState(false);
  return (
    <section className="panel" data-testid={`${kind}-roster-panel`}>
      <h2>{props.heading}</h2>
      <p className="field">
        <select
          aria-label={kind === 'army' ? t('kit:roster.shownArmy') : t('kit:roster.shownBanner')}
          data-testid={`roster-${kind}-select`}
          value={shown.id}
          onChange={(e) => props.onShow(e.target.value)}
        >
          {props.holders.map((h) => (
            <option key={h.id} value={h.id}>
              {t('kit:roster.holder', { name: h.name, owner: h.owner })}
            </option>
          ))}
        </select>
      </p>
      <p data-testid={`${kind}-roster-summary`}>{rosterSummary(shown.roster) ?? props.noRoster}</p>
      <button type="button" data-testid={`edit-${kind}-roster`} onClick={() => setEditing(true)}>
        {t('kit:roster.edit')}
      </button>
      {editing && (
        <RosterDialog
          name={shown.name}
          owner={shown.owner}
          roster={shown.roster ?? []}
          idPrefix={`${shown.id}-`}
          onKeep={props.onKeep}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
