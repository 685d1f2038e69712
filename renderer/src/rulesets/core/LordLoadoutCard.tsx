import './tabletopWalk.css';
import { RuleCite } from '../../kit/RuleCite';
import { useState } from 'react';
import { loadoutFixedReason, MAX_LOADOUT_LENGTH, type Campaign, type Lord } from '@shared/rulesets/core';
import { useAppDispatch } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';
import { t } from '@shared/i18n';
import { Trans } from '../../i18n';

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
        <Trans
          t={t}
          i18nKey="campaign:lord.withArmy"
          values={{ lord: lord.name }}
          components={[<strong key="lord" />]}
        />
      </p>
      {fixed ? (
        <p data-testid="lord-loadout">
          <Trans
            t={t}
            i18nKey="campaign:lord.loadoutShown"
            values={{ loadout: lord.loadout }}
            components={[<strong key="loadout" />]}
          />
          <br />
          <span className="muted" data-testid="lord-loadout-fixed">
            {t('campaign:lord.fixedBecause', { reason: fixed })}
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
          <label htmlFor={`loadout-${lord.playerId}`}>
            {t('campaign:lord.loadout')}
            <RuleCite ids="LORD-3" />
          </label>
          <input
            id={`loadout-${lord.playerId}`}
            data-testid="lord-loadout-input"
            value={text}
            maxLength={MAX_LOADOUT_LENGTH}
            placeholder={t('campaign:lord.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" data-testid="lord-loadout-save" disabled={text.trim() === lord.loadout}>
            {t('campaign:lord.save')}
          </button>
          <span className="muted">{t('campaign:lord.fixedLater')}</span>
        </form>
      )}
    </div>
  );
}
