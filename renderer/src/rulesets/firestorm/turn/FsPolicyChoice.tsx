import { FS_POLICIES, FS_POLICY_LABELS, type FsPolicy } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFsPolicies } from './fsAutoPlay';
import { fsPolicyChosen } from './fsTurnSlice';
import { useTranslation } from '../../../i18n';

/**
 * Issue 24: how a faction plays when the BOT plays it (auto-play, Simulate to the end, the balance report): one of
 * the order policies, Cautious being the rules' own BOT-18. The choice's sentence says what its banners do.
 */
export function FsPolicyChoice({ faction, name }: { readonly faction: string; readonly name: string }) {
  const { t } = useTranslation('fsTurn');
  const dispatch = useAppDispatch();
  const policy = useAppSelector((s) => selectFsPolicies(s)[faction] ?? 'cautious');
  return (
    <select
      aria-label={t('autoPlay.policy', { faction: name })}
      data-testid={`fs-policy-${name}`}
      title={FS_POLICY_LABELS[policy].summary}
      value={policy}
      onChange={(e) => dispatch(fsPolicyChosen({ faction, policy: e.target.value as FsPolicy }))}
    >
      {FS_POLICIES.map((p) => (
        <option key={p} value={p} title={FS_POLICY_LABELS[p].summary}>
          {FS_POLICY_LABELS[p].name}
        </option>
      ))}
    </select>
  );
}
