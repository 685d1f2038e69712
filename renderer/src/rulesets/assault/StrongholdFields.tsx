import { assaultValueProblems, EQUIPMENT, equipmentOf, type Leader } from '@shared/rulesets/assault';
import { RuleCite } from '../../kit/RuleCite';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AssaultDraft } from './assaultDraft';
import { assaultDraftChanged } from './assaultSlice';
import { EntranceFields } from './EntranceFields';
import { useTranslation } from '../../i18n';

/** A whole-number field; an empty or unreadable entry is kept as NaN so the check below names it. */
function WholeField(props: { label: string; value: number; testId?: string; onChange: (n: number) => void }) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type="number"
        className="num"
        step={1}
        data-testid={props.testId}
        value={Number.isNaN(props.value) ? '' : props.value}
        onChange={(e) => props.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    </label>
  );
}

/** ASLT-3 stronghold values, ASLT-1 leaders and DATA-12 `aslt.*` settings of a stand-alone assault. */
export function StrongholdFields() {
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.assault.draft);
  const change = (next: Partial<AssaultDraft>) => dispatch(assaultDraftChanged({ ...draft, ...next }));
  const leader = (side: 'besieger' | 'defender', key: keyof Leader, n: number) =>
    change({ [side]: { ...draft[side], leader: { ...draft[side].leader, [key]: n } } });
  const dungeon = draft.variant === 'dungeon';
  const problems = assaultValueProblems(
    {
      variant: draft.variant,
      stronghold: {
        unitCapacity: draft.unitCapacity,
        breaches: draft.breaches,
        ...(dungeon ? { entrances: draft.entrances } : {}),
      },
      leaders: { besieger: draft.besieger.leader, defender: draft.defender.leader },
      settings: draft.settings,
    },
    (field, side) =>
      // The fields by the labels the GM sees here, a leader's by its army (issue 32: no matching on the English text).
      side
        ? t(`stronghold.problemField.${field}`, { army: draft[side].name || t(`stronghold.sides.${side}`) })
        : t(`stronghold.problemField.${field}`),
  );
  return (
    <section className="panel" data-testid="stronghold-fields">
      <h2>{t('stronghold.title')}</h2>
      <label className="field">
        <span>{t('stronghold.kind')}</span>
        <select
          data-testid="assault-variant"
          value={draft.variant}
          onChange={(e) => change({ variant: e.target.value as AssaultDraft['variant'] })}
        >
          <option value="standard">{t('stronghold.standard')}</option>
          <option value="dungeon">{t('stronghold.dungeon')}</option>
        </select>
        <RuleCite ids="ASLT-32" />
      </label>
      {dungeon ? (
        <>
          <p className="muted" data-testid="dungeon-rules">
            {t('stronghold.dungeonRules')}
          </p>
          <DungeonEquipmentNote draft={draft} />
          <EntranceFields entrances={draft.entrances} onChange={(entrances) => change({ entrances })} />
        </>
      ) : (
        <>
          <WholeField
            label={t('stronghold.room')}
            testId="assault-capacity"
            value={draft.unitCapacity}
            onChange={(n) => change({ unitCapacity: n })}
          />
          <WholeField
            label={t('stronghold.breaches')}
            testId="assault-breaches"
            value={draft.breaches}
            onChange={(n) => change({ breaches: n })}
          />
        </>
      )}
      <WholeField
        label={t('stronghold.turnLimit')}
        value={draft.settings.maxTurns}
        onChange={(n) => change({ settings: { ...draft.settings, maxTurns: n } })}
      />
      <label className="field">
        <span>
          {t('stronghold.morale')}
          <RuleCite ids="ASLT-18" />
        </span>
        <input
          type="checkbox"
          checked={draft.settings.morale === 'simple'}
          onChange={(e) =>
            change({ settings: { ...draft.settings, morale: e.target.checked ? 'simple' : 'off' } })
          }
        />
      </label>
      {(['besieger', 'defender'] as const).map((side) => (
        <fieldset key={side} className="leader-fields">
          <legend>
            {t('stronghold.leader', { army: draft[side].name || t(`stronghold.sides.${side}`) })}
            <RuleCite ids="ASLT-1" />
          </legend>
          <WholeField
            label={t('stronghold.strategic')}
            value={draft[side].leader.strategicAbility}
            onChange={(n) => leader(side, 'strategicAbility', n)}
          />
          <WholeField
            label={t('stronghold.leadership')}
            value={draft[side].leader.leadershipAbility}
            onChange={(n) => leader(side, 'leadershipAbility', n)}
          />
          <WholeField
            label={t('stronghold.moraleMod')}
            value={draft[side].leader.moraleMod}
            onChange={(n) => leader(side, 'moraleMod', n)}
          />
        </fieldset>
      ))}
      {problems.map((p) => (
        <p key={p} className="roster-problem" role="alert">
          {p}
        </p>
      ))}
    </section>
  );
}

/** ASLT-32: equipment in the rosters that cannot go underground (it stays out of the assault; deploying it is refused). */
function DungeonEquipmentNote({ draft }: { draft: AssaultDraft }) {
  const { t } = useTranslation('assault');
  const barred = (['besieger', 'defender'] as const).flatMap((side) =>
    draft[side].roster
      .filter((entry) => {
        const type = equipmentOf(entry);
        return type !== undefined && EQUIPMENT[type]?.dungeon === false;
      })
      .map((entry) => `${entry.name ?? entry.id} (${draft[side].name})`),
  );
  if (barred.length === 0) return null;
  return (
    <p className="assault-note" data-testid="dungeon-barred">
      {t('stronghold.barred', { units: barred.join(', ') })}
    </p>
  );
}
