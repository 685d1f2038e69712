import { useState } from 'react';
import {
  entryIdFor,
  rosterFromCsv,
  rosterProblems,
  rosterToCsv,
  rosterTotals,
  type RosterEntry,
} from '@shared/rulesets/assault';
import { deliverText, fileStem } from '../deliverText';
import { RosterRow } from './RosterRow';
import './roster.css';

/** A problem of one entry without the `unit "…": ` its row already shows. */
const problemsOf = (entry: RosterEntry) =>
  rosterProblems([entry]).map((p) => p.replace(/^unit "[^"]*": /, ''));

/**
 * DATA-9 roster editor (issue 13): add, edit and remove units, the totals, each unit's problems in words with the
 * rule it breaks, and the roster as a CSV file (export, import; an import can be taken back). Used by Tools →
 * Assault… and by the army panel of a campaign.
 */
export function RosterEditor(props: {
  title: string;
  roster: readonly RosterEntry[];
  onChange: (roster: RosterEntry[]) => void;
  /** Put in front of new ids so the two rosters of an assault never share one (DATA-9). */
  idPrefix: string;
  testId: string;
}) {
  const { roster, onChange, testId } = props;
  const [note, setNote] = useState<{ text: string; bad: boolean } | null>(null);
  const [beforeImport, setBeforeImport] = useState<readonly RosterEntry[] | null>(null);
  const totals = rosterTotals(roster);
  const bad = roster.some((e) => problemsOf(e).length > 0);
  const add = () => {
    const id = entryIdFor('unit', new Set(roster.map((e) => e.id)), props.idPrefix);
    onChange([...roster, { id, name: `Unit ${roster.length + 1}`, br: 1 }]);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const read = rosterFromCsv(await file.text(), props.idPrefix);
    if ('errors' in read) {
      setNote({ text: `${file.name} was not imported: ${read.errors.join(' ')}`, bad: true });
      return;
    }
    setBeforeImport(roster);
    onChange(read.entries);
    setNote({ text: `Imported ${read.entries.length} units from ${file.name}.`, bad: false });
  };
  return (
    <section className="roster-editor" data-testid={testId}>
      <h3>{props.title}</h3>
      <table className="roster-table">
        <thead>
          <tr>
            <th>Unit</th>
            <th title="Battle rating, in halves (DATA-9)">BR</th>
            <th>Troops</th>
            <th title="Missile">Msl</th>
            <th title="Loose">Lse</th>
            <th title="Cavalry">Cav</th>
            <th title="Flyer">Fly</th>
            <th title="Hero">Hero</th>
            <th title="Attack modifier (ASLT-15)">Mod</th>
            <th>Artillery / siege equipment</th>
            <th title="Pieces (ASLT-6)">Pieces</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {roster.map((entry, index) => (
            <RosterRow
              key={entry.id}
              entry={entry}
              index={index}
              testId={testId}
              problems={problemsOf(entry)}
              onChange={(next) => onChange(roster.map((e, i) => (i === index ? next : e)))}
              onRemove={() => onChange(roster.filter((_, i) => i !== index))}
            />
          ))}
        </tbody>
      </table>
      <p className="roster-totals" data-testid={`${testId}-totals`}>
        {totals.troopUnits} troop units · {totals.heroes} heroes · {totals.equipmentUnits} equipment units ·
        total BR {totals.br} · {totals.troops} troops{bad ? ' · fix the units marked in red' : ''}
      </p>
      <div className="roster-actions">
        <button type="button" data-testid={`${testId}-add`} onClick={add}>
          Add unit
        </button>
        <button
          type="button"
          data-testid={`${testId}-export`}
          disabled={roster.length === 0}
          onClick={() =>
            void deliverText(`${fileStem(props.title, 'roster')}.csv`, rosterToCsv(roster)).then((text) =>
              setNote({ text, bad: false }),
            )
          }
        >
          Export CSV…
        </button>
        <label className="file-button">
          Import CSV…
          <input
            type="file"
            accept=".csv,.txt,text/csv"
            hidden
            data-testid={`${testId}-import`}
            onChange={(e) => {
              void importFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {beforeImport && (
          <button
            type="button"
            onClick={() => {
              onChange([...beforeImport]);
              setBeforeImport(null);
              setNote({ text: 'The import was taken back.', bad: false });
            }}
          >
            Take back the import
          </button>
        )}
      </div>
      {note && (
        <p className={note.bad ? 'roster-problem' : 'muted'} role={note.bad ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
