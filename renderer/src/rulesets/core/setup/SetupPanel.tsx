import { useEffect, useMemo, useState } from 'react';
import { RuleCite } from '../../../kit/RuleCite';
import { createCoreCampaign, setupOptions } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { campaignStarted } from '../../../campaign/campaignActions';
import { selectDocument } from '../../../document/map/selectors';
import { PlayerFields } from './PlayerFields';
import { namedSetupInput, setupPreview } from './setupPreview';
import { setupPreviewChanged } from './setupPreviewSlice';
import { draftFromMap, SAFE_PALETTE, type PlayerDraft, type SetupDraft } from './setupDraft';
import { NumberInput } from '../../../kit/NumberInput';
import { useTranslation } from '../../../i18n';

/**
 * Campaign setup (issue §1, SETUP-1..8): side names and colours, players (each with colour, Lord and fortress),
 * armies per player and their points, how battles are resolved by default and who moves first. The engine checks
 * everything; its refusals are listed with their rule IDs.
 */
export function SetupPanel() {
  const dispatch = useAppDispatch();
  const document = useAppSelector(selectDocument);
  const [draft, setDraft] = useState<SetupDraft>(() => draftFromMap(document));
  const { t } = useTranslation(['coreScreens', 'log', 'map']);
  const [problems, setProblems] = useState<string[]>([]);
  const placed = useAppSelector((state) => state.play.setupPlaced);
  // The map shows what Start would make of the form, at once: fortresses with their names, armies on their hexes.
  const preview = useMemo(() => setupPreview(draft, document.map), [draft, document.map]);
  useEffect(() => {
    dispatch(setupPreviewChanged(preview));
  }, [preview, dispatch]);
  useEffect(() => () => void dispatch(setupPreviewChanged(null)), [dispatch]);
  const shownProblems = 'problems' in preview ? preview.problems : problems;
  // SETUP-3/4 on the map: a hex placed by clicking (campaignPointer) is taken into the form once.
  const [takenIn, setTakenIn] = useState(placed);
  if (placed !== takenIn) {
    setTakenIn(placed);
    if (placed) {
      const place = (p: PlayerDraft): PlayerDraft => {
        if (placed.what === 'fortress') return { ...p, fortress: placed.hex, armies: [] };
        // A click on a hex already chosen takes that army back off it.
        if (p.armies.includes(placed.hex)) return { ...p, armies: p.armies.filter((h) => h !== placed.hex) };
        return { ...p, armies: [...p.armies, placed.hex].slice(-draft.armiesPerPlayer) };
      };
      setDraft((d) => ({
        ...d,
        sides: d.sides.map((s) => ({
          ...s,
          players: s.players.map((p) => (p.id === placed.playerId ? place(p) : p)),
        })),
      }));
    }
  }
  const updatePlayer = (sideIndex: number, playerIndex: number, change: Partial<PlayerDraft>) =>
    setDraft((d) => ({
      ...d,
      sides: d.sides.map((s, i) =>
        i !== sideIndex
          ? s
          : { ...s, players: s.players.map((p, j) => (j === playerIndex ? { ...p, ...change } : p)) },
      ),
    }));
  const addPlayer = (sideIndex: number) =>
    setDraft((d) => ({
      ...d,
      sides: d.sides.map((s, i) => {
        if (i !== sideIndex) return s;
        const n = d.sides.reduce((sum, side) => sum + side.players.length, 0) + 1;
        const color = SAFE_PALETTE[n % SAFE_PALETTE.length]!.color;
        const player = {
          id: `p-${n}-${s.id}`,
          name: t('setup.playerN', { n }),
          color,
          lordName: t('setup.lordOf', { name: n }),
          lordLoadout: '',
          fortress: '' as const,
          armies: [],
        };
        return { ...s, players: [...s.players, player] };
      }),
    }));
  const start = () => {
    const input = namedSetupInput(draft, document.map);
    const checked = createCoreCampaign({ ...input, seed: 0 });
    if (!checked.ok) {
      setProblems(checked.error.map((v) => t('setup.problem', { rule: v.ruleId, message: v.message })));
      return;
    }
    setProblems([]);
    dispatch(campaignStarted(input));
  };
  // SETUP-3/4: the legal hexes per player come from the engine's own query (one statement of the rules).
  const options = setupOptions(document.map, {
    sides: draft.sides,
    fortresses: Object.fromEntries(
      draft.sides.flatMap((s) => s.players.map((p) => [p.id, p.fortress || null])),
    ),
  });
  return (
    <section className="panel setup-panel" data-testid="setup-panel">
      <h2>{t('setup.title')}</h2>
      <label className="field">
        <span>{t('setup.name')}</span>
        <input
          value={draft.name}
          data-testid="setup-name"
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </label>
      {draft.sides.map((side, si) => {
        return (
          <fieldset key={side.id} className="setup-side">
            <legend>
              <span className="swatch" style={{ background: side.color }} />{' '}
              {t('setup.edge', { edge: t(`map:edge.${side.homeEdge}`) })}
              <RuleCite ids="SETUP-2" />
            </legend>
            <label className="field">
              <span>{t('setup.sideName')}</span>
              <input
                value={side.name}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    sides: draft.sides.map((s, i) => (i === si ? { ...s, name: e.target.value } : s)),
                  })
                }
              />
            </label>
            {side.players.map((p, pi) => (
              <PlayerFields
                key={p.id}
                player={p}
                options={options[p.id]!}
                armiesPerPlayer={draft.armiesPerPlayer}
                onChange={(change) => updatePlayer(si, pi, change)}
                onRemove={
                  side.players.length > 1
                    ? () =>
                        setDraft({
                          ...draft,
                          sides: draft.sides.map((s, i) =>
                            i === si ? { ...s, players: s.players.filter((_, j) => j !== pi) } : s,
                          ),
                        })
                    : undefined
                }
              />
            ))}
            <button type="button" onClick={() => addPlayer(si)}>
              {t('setup.addPlayer')}
            </button>
          </fieldset>
        );
      })}
      <label className="field">
        <span>{t('setup.armiesEach')}</span>
        <NumberInput
          min={1}
          max={10}
          value={draft.armiesPerPlayer}
          onValue={(n) => setDraft({ ...draft, armiesPerPlayer: n })}
        />
        <span className="suffix">
          {t('setup.armiesEachHint')}
          <RuleCite ids="SETUP-4, BOT-1" />
        </span>
      </label>
      <label className="field">
        <span>{t('setup.pointsEach')}</span>
        <NumberInput
          min={100}
          step={100}
          value={draft.armyPoints}
          onValue={(n) => setDraft({ ...draft, armyPoints: n })}
        />
      </label>
      <label className="field">
        <span>{t('setup.battlesBy')}</span>
        <select
          value={draft.defaultResolution}
          onChange={(e) =>
            setDraft({ ...draft, defaultResolution: e.target.value as SetupDraft['defaultResolution'] })
          }
        >
          <option value="tabletop">{t('setup.onTabletop')}</option>
          <option value="dice">{t('setup.byDice')}</option>
        </select>
        <RuleCite ids="BATTLE-3, BATTLE-6, DICE-1" />
      </label>
      <label className="field">
        <span>{t('setup.fortressBattlesBy')}</span>
        <select
          data-testid="setup-fortress-resolution"
          value={draft.fortressResolution}
          onChange={(e) =>
            setDraft({ ...draft, fortressResolution: e.target.value as SetupDraft['fortressResolution'] })
          }
        >
          <option value="tabletop">{t('setup.siegeGame')}</option>
          <option value="dice">{t('setup.byDice')}</option>
          <option value="assault">{t('setup.byAssault')}</option>
        </select>
        <RuleCite ids="LOC-7, §8" />
      </label>
      <label className="field">
        <span>{t('setup.firstSide')}</span>
        <select
          data-testid="setup-first-side"
          value={draft.firstSide}
          onChange={(e) => setDraft({ ...draft, firstSide: e.target.value })}
        >
          <option value="rolloff">{t('setup.rollOff')}</option>
          {draft.sides.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <RuleCite ids="SETUP-8" />
      </label>
      {shownProblems.length > 0 && (
        <ul className="problems" role="alert" data-testid="setup-problems">
          {shownProblems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="button" className="primary" data-testid="setup-start" onClick={start}>
        {t('setup.start')}
      </button>
    </section>
  );
}
