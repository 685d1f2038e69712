import './tabletopWalk.css';
import { useState } from 'react';
import { loadoutFixedReason, MAX_LOADOUT_LENGTH, type Campaign, type Lord } from '@shared/rulesets/core';
import { useAppDispatch } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';

/**
 * SETUP-5, LORD-3: the Lord with the picked army and its loadout (mount, wargear, magic items). The GM may enter or
 * correct it until the Lord's army first fights; from then on the card says why it is fixed.
 */
export function LordLoadoutCard({ campaign, lord }: { campaign: Campaign; lord: Lord }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState(lord.loadout);
  const fixed = loadoutFixedReason(campaign, lord.playerId);
  return (
    <div className="lord-card" data-testid="lord-card" data-player={lord.playerId}>
      <p>
        <strong>{lord.name}</strong> is with this army (LORD-1)
      </p>
      {fixed ? (
        <p data-testid="lord-loadout">
          Loadout: <strong>{lord.loadout}</strong>
          <br />
          <span className="muted" data-testid="lord-loadout-fixed">
            LORD-3: {fixed}
          </span>
        </p>
      ) : (
        <form
          className="field"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(issueCommand({ type: 'RecordLordLoadout', playerId: lord.playerId, loadout: text }));
          }}
        >
          <label htmlFor={`loadout-${lord.playerId}`}>Loadout (LORD-3)</label>
          <input
            id={`loadout-${lord.playerId}`}
            data-testid="lord-loadout-input"
            value={text}
            maxLength={MAX_LOADOUT_LENGTH}
            placeholder="Mount, wargear, magic items"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" data-testid="lord-loadout-save" disabled={text.trim() === lord.loadout}>
            Save
          </button>
          <span className="muted">Fixed once this Lord&apos;s army fights its first battle.</span>
        </form>
      )}
    </div>
  );
}
