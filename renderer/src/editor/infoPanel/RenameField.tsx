import { useState } from 'react';
import type { HexKey } from '@shared/hex';
import { useAppDispatch } from '../../store/hooks';
import { requestMapEdit } from '../../document/map/requestMapEdit';

/** Renames the selected hex's settlement on Enter or when the field loses focus; Escape restores the name. */
export function RenameField({ hex, name }: { hex: HexKey; name: string }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(name);
  const commit = () => {
    if (draft.trim() !== name) dispatch(requestMapEdit({ kind: 'settlementRenamed', hex, name: draft }));
  };
  return (
    <label className="field">
      <span>Name</span>
      <input
        data-testid="rename-input"
        value={draft}
        placeholder="unnamed"
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
