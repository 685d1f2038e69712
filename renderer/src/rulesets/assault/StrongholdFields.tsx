import { assaultValueProblems, EQUIPMENT, equipmentOf, type Leader } from '@shared/rulesets/assault';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AssaultDraft } from './assaultDraft';
import { assaultDraftChanged } from './assaultSlice';
import { EntranceFields } from './EntranceFields';

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
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.assault.draft);
  const change = (next: Partial<AssaultDraft>) => dispatch(assaultDraftChanged({ ...draft, ...next }));
  const leader = (side: 'besieger' | 'defender', key: keyof Leader, n: number) =>
    change({ [side]: { ...draft[side], leader: { ...draft[side].leader, [key]: n } } });
  const dungeon = draft.variant === 'dungeon';
  const problems = assaultValueProblems({
    variant: draft.variant,
    stronghold: {
      unitCapacity: draft.unitCapacity,
      breaches: draft.breaches,
      ...(dungeon ? { entrances: draft.entrances } : {}),
    },
    leaders: { besieger: draft.besieger.leader, defender: draft.defender.leader },
    settings: draft.settings,
  }).map((p) =>
    p
      .replace('unitCapacity', 'Room on the walls')
      .replace('breaches', 'Breaches')
      .replace('aslt.maxTurns', 'Turn limit')
      .replace(/the (besieger|defender)'s/, (_m, s: 'besieger' | 'defender') => `${draft[s].name}'s`)
      .replace('leadershipAbility', 'leadership')
      .replace('strategicAbility', 'strategic ability')
      .replace('moraleMod', 'morale modifier')
      .replace('not NaN', 'not left empty'),
  );
  return (
    <section className="panel" data-testid="stronghold-fields">
      <h2>Stronghold</h2>
      <label className="field">
        <span>Kind of assault</span>
        <select
          data-testid="assault-variant"
          value={draft.variant}
          onChange={(e) => change({ variant: e.target.value as AssaultDraft['variant'] })}
        >
          <option value="standard">Over the walls</option>
          <option value="dungeon">Into a dungeon (ASLT-32)</option>
        </select>
      </label>
      {dungeon ? (
        <>
          <p className="muted" data-testid="dungeon-rules">
            Underground (ASLT-32): one unit of each side at each entrance, no artillery or missile phase
            (every unit fights in the melee), no catapults, trebuchets or siege towers.
          </p>
          <DungeonEquipmentNote draft={draft} />
          <EntranceFields entrances={draft.entrances} onChange={(entrances) => change({ entrances })} />
        </>
      ) : (
        <>
          <WholeField
            label="Room on the walls (units)"
            testId="assault-capacity"
            value={draft.unitCapacity}
            onChange={(n) => change({ unitCapacity: n })}
          />
          <WholeField
            label="Breaches"
            testId="assault-breaches"
            value={draft.breaches}
            onChange={(n) => change({ breaches: n })}
          />
        </>
      )}
      <WholeField
        label="Turn limit"
        value={draft.settings.maxTurns}
        onChange={(n) => change({ settings: { ...draft.settings, maxTurns: n } })}
      />
      <label className="field">
        <span>Morale tests (ASLT-18)</span>
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
          <legend>{draft[side].name || side}: leader (ASLT-1)</legend>
          <WholeField
            label="Strategic ability"
            value={draft[side].leader.strategicAbility}
            onChange={(n) => leader(side, 'strategicAbility', n)}
          />
          <WholeField
            label="Leadership (actions)"
            value={draft[side].leader.leadershipAbility}
            onChange={(n) => leader(side, 'leadershipAbility', n)}
          />
          <WholeField
            label="Morale modifier"
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
      Cannot be used underground (ASLT-32): {barred.join(', ')}.
    </p>
  );
}
