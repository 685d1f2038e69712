import { useState } from 'react';
import { ARMY_COMMANDER, firestormRuleset, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import { useTranslation } from '../../../i18n';
import {
  allowanceText,
  deathRolls,
  EMPTY_PTG_ENTRY,
  OUTCOME_WORDS,
  ptgCommand,
  ptgSlots,
  type PtgEntry,
  type PtgSlot,
} from './pathToGlory';

export interface PathToGloryPanelProps {
  readonly state: FsState;
  readonly names: FsNames;
  readonly issue: (command: FsCommand) => boolean;
}

const STEPS = ['BATTLES', 'AFTERMATH', 'UPKEEP'];
const slotKey = (s: PtgSlot) => `${s.battle}|${s.game}|${s.player}`;

/**
 * Path to Glory after this turn's games (FS-PTG-1..6): per player and game, the upgrades the faction's Barracks or
 * War Lodge allow, the units and characters lost, and the death rolls with their results. A record the engine
 * refuses is shown with the rule it breaks (GEN-10) and changes nothing. Open from the games' BATTLES step to the
 * end of UPKEEP (the engine's Decision in FS_PHASES).
 */
export function PathToGloryPanel({ state, names, issue }: PathToGloryPanelProps) {
  const { t } = useTranslation('fsTurn');
  const slots = ptgSlots(state);
  const open = slots.filter((s) => !s.recorded);
  const [chosen, setChosen] = useState<string | null>(null);
  const [entry, setEntry] = useState<PtgEntry>(EMPTY_PTG_ENTRY);
  const [refusals, setRefusals] = useState<string[]>([]);
  if (!STEPS.includes(state.turn.step) || slots.length === 0) return null;
  const slot = open.find((s) => slotKey(s) === chosen) ?? open[0];
  const label = (s: PtgSlot) =>
    t('ptg.slot', {
      player: s.player,
      banner: names.banner(s.bannerId),
      game: s.game,
      hex: names.hex(s.battle),
    });
  const record = () => {
    if (!slot) return;
    const command = ptgCommand(slot, entry);
    const refused = firestormRuleset.validate(state, command);
    if (refused.length > 0)
      return setRefusals(refused.map((v) => t('ptg.refusal', { message: v.message, rule: v.ruleId })));
    if (issue(command)) {
      setEntry(EMPTY_PTG_ENTRY);
      setRefusals([]);
      setChosen(null);
    }
  };
  const rolls = deathRolls(state);
  return (
    <section className="panel" data-testid="fs-ptg">
      <h2>{t('ptg.title')}</h2>
      {slot ? (
        <fieldset className="fs-game-form" data-testid="fs-ptg-form">
          <legend>{t('ptg.recordFor')}</legend>
          <select
            aria-label={t('ptg.playerAndGame')}
            data-testid="fs-ptg-slot"
            value={slotKey(slot)}
            onChange={(e) => {
              setChosen(e.target.value);
              setEntry(EMPTY_PTG_ENTRY);
              setRefusals([]);
            }}
          >
            {open.map((s) => (
              <option key={slotKey(s)} value={slotKey(s)}>
                {label(s)}
              </option>
            ))}
          </select>
          <p className="muted" data-testid="fs-ptg-allowance">
            {t('ptg.upgrades', { allowance: allowanceText(slot) })}
          </p>
          {entry.upgrades.map((u, i) => (
            <div key={i} className="fs-ptg-row">
              <input
                aria-label={t('ptg.upgradedUnit', { number: i + 1 })}
                placeholder={t('ptg.unitPlaceholder')}
                value={u.unit}
                onChange={(e) => setUpgrade(i, { unit: e.target.value })}
              />
              <input
                aria-label={t('ptg.upgrade', { number: i + 1 })}
                placeholder={t('ptg.upgradePlaceholder')}
                value={u.upgrade}
                onChange={(e) => setUpgrade(i, { upgrade: e.target.value })}
              />
            </div>
          ))}
          {slot.veterans.length > 0 && (
            <div className="field">
              <span>{t('ptg.destroyed', { rule: 'FS-PTG-4' })}</span>
              {slot.veterans.map((v) => (
                <label key={v} className="check">
                  <input
                    type="checkbox"
                    checked={entry.destroyed.includes(v)}
                    onChange={(e) =>
                      setEntry({
                        ...entry,
                        destroyed: e.target.checked
                          ? [...entry.destroyed, v]
                          : entry.destroyed.filter((x) => x !== v),
                      })
                    }
                  />
                  {v}
                </label>
              ))}
            </div>
          )}
          <label className="check">
            <input
              type="checkbox"
              data-testid="fs-ptg-commander-slain"
              checked={entry.commanderSlain}
              onChange={(e) => setEntry({ ...entry, commanderSlain: e.target.checked })}
            />
            {t('ptg.commanderSlain', { rule: 'FS-PTG-5' })}
          </label>
          <label className="fs-ptg-named">
            <span>{t('ptg.namedSlain', { rule: 'FS-PTG-6' })}</span>
            <input
              placeholder={t('ptg.namesPlaceholder')}
              value={entry.slainCharacters}
              onChange={(e) => setEntry({ ...entry, slainCharacters: e.target.value })}
            />
          </label>
          {refusals.length > 0 && (
            <ul className="problems" role="alert" data-testid="fs-ptg-problem">
              {refusals.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          <button type="button" className="primary" data-testid="fs-ptg-record" onClick={record}>
            {t('ptg.record')}
          </button>
        </fieldset>
      ) : (
        <p className="muted">{t('ptg.allRecorded')}</p>
      )}
      {rolls.length > 0 && (
        <ol data-testid="fs-death-rolls">
          {rolls.map((r, i) => (
            <li key={i}>
              {t('ptg.deathRoll', {
                player: r.player,
                game: r.game,
                unit: r.unit === ARMY_COMMANDER ? t('ptg.theCommander') : r.unit,
                roll: r.roll,
                outcome: OUTCOME_WORDS[r.outcome] ?? r.outcome,
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );

  function setUpgrade(i: number, change: Partial<PtgEntry['upgrades'][number]>) {
    setEntry({ ...entry, upgrades: entry.upgrades.map((u, j) => (j === i ? { ...u, ...change } : u)) });
    setRefusals([]);
  }
}
