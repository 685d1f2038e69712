import { useState } from 'react';
import type { HexKey } from '@shared/hex';
import { useAppDispatch } from '../../store/hooks';
import { requestMapEdit } from '../../document/map/requestMapEdit';
import { useTranslation } from '../../i18n';

/** Renames the selected hex's settlement on Enter or when the field loses focus; Escape restores the name. */
export function RenameField({ hex, name }: { hex: HexKey; name: string }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(name);
  const { t } = useTranslation('map');
  const commit = () => {
    if (draft.trim() !== name) dispatch(requestMapEdit({ kind: 'settlementRenamed', hex, name: draft }));
  };
  return (
    <label className="field">
      <span>{t('info.name')}</span>
      <input
        data-testid="rename-input"
        value={draft}
        placeholder={t('info.unnamed')}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(name);
        }}
      />
    </label>
  );
}
