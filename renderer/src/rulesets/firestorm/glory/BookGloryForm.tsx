import { useState } from 'react';
import type { Faction, FsCommand } from '@shared/rulesets/firestorm';
import { NumberInput } from '../../../kit/NumberInput';
import { useTranslation } from '../../../i18n';

/**
 * FS-GLORY-1 [RECORD]: glory the Firestorm book grants outside the engine's tally (a territory's bonus, a Times of
 * War reward), banked for a faction as the GM enters it, with the reason the log will show.
 */
export function BookGloryForm(props: {
  readonly factions: readonly Faction[];
  readonly issue: (command: FsCommand) => boolean;
}) {
  const { t } = useTranslation('fsSiege');
  const { factions, issue } = props;
  const [faction, setFaction] = useState(factions[0]?.id ?? '');
  const [glory, setGlory] = useState(1);
  const [reason, setReason] = useState('');
  const bank = () => {
    if (issue({ type: 'RecordGloryBonus', faction, glory, reason })) setReason('');
  };
  return (
    <fieldset className="fs-book-glory" data-testid="fs-book-glory">
      <legend>{t('bookGlory.title')}</legend>
      <select
        aria-label={t('bookGlory.faction')}
        value={faction}
        onChange={(e) => setFaction(e.target.value)}
      >
        {factions.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>{' '}
      <NumberInput aria-label={t('bookGlory.glory')} min={1} max={30} value={glory} onValue={setGlory} />{' '}
      <input
        aria-label={t('bookGlory.reason')}
        placeholder={t('bookGlory.reasonPlaceholder')}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
      />{' '}
      <button type="button" onClick={bank}>
        {t('bookGlory.bank')}
      </button>
    </fieldset>
  );
}
