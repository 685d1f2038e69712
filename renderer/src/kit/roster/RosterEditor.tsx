import { useState } from 'react';
import {
  entryIdFor,
  rosterFromCsv,
  rosterEntryProblems,
  rosterToCsv,
  type RosterEntry,
} from '@shared/rulesets/assault';
import { deliverText, fileStem } from '../deliverText';
import { RosterRow } from './RosterRow';
import './roster.css';
import { t } from '@shared/i18n';
import { rosterCounts } from './RosterDialog';

/** The problems of one entry, without its name (its row already shows it; issue 32: no matching on the words). */
const problemsOf = (entry: RosterEntry) => rosterEntryProblems(entry);

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
  const counts = rosterCounts(roster);
  const bad = roster.some((e) => problemsOf(e).length > 0);
  const add = () => {
    const id = entryIdFor('unit', new Set(roster.map((e) => e.id)), props.idPrefix);
    onChange([...roster, { id, name: t('kit:roster.newUnit', { number: roster.length + 1 }), br: 1 }]);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const read = rosterFromCsv(await file.text(), props.idPrefix);
    if ('errors' in read) {
      setNote({
        text: t('kit:roster.notImported', { file: file.name, errors: read.errors.join(' ') }),
        bad: true,
      });
      return;
    }
    setBeforeImport(roster);
    onChange(read.entries);
    setNote({ text: t('kit:roster.imported', { count: read.entries.length, file: file.name }), bad: false });
  };
  return (
    <section className="roster-editor" data-testid={testId}>
      <h3>{props.title}</h3>
      <table className="roster-table">
        <thead>
          <tr>
            <th>{t('kit:roster.unit')}</th>
            <th title={t('kit:roster.ratingTooltip')}>{t('kit:roster.rating')}</th>
            <th>{t('kit:roster.troops')}</th>
            <th title={t('kit:roster.missileTooltip')}>{t('kit:roster.missile')}</th>
            <th title={t('kit:roster.looseTooltip')}>{t('kit:roster.loose')}</th>
            <th title={t('kit:roster.cavalryTooltip')}>{t('kit:roster.cavalry')}</th>
            <th title={t('kit:roster.flyerTooltip')}>{t('kit:roster.flyer')}</th>
            <th title={t('kit:roster.hero')}>{t('kit:roster.hero')}</th>
            <th title={t('kit:roster.attackTooltip')}>{t('kit:roster.attack')}</th>
            <th>{t('kit:roster.equipment')}</th>
            <th title={t('kit:roster.piecesTooltip')}>{t('kit:roster.pieces')}</th>
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
        {t(bad ? 'kit:roster.totalsBad' : 'kit:roster.totals', counts)}
      </p>
      <div className="roster-actions">
        <button type="button" data-testid={`${testId}-add`} onClick={add}>
          {t('kit:roster.add')}
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
          {t('kit:roster.exportCsv')}
        </button>
        <label className="file-button">
          {t('kit:roster.importCsv')}
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
              setNote({ text: t('kit:roster.importTakenBack'), bad: false });
            }}
          >
            {t('kit:roster.takeBack')}
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
