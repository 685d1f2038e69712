import { useState } from 'react';
import { RuleCite } from '../../../kit/RuleCite';
import type { Viewer } from '@shared/kernel';
import {
  availableOptions,
  ledgerEntryText,
  SALLY_TARGETS,
  siegeBattleplanBriefing,
  siegeOf,
  siegeOptionBattleplan,
  type Battle,
  type FsCommand,
  type FsState,
  type Side,
} from '@shared/rulesets/firestorm';
import { SALLY_TARGET_NAMES, SIEGE_OPTION_NAMES, type FsNames } from './fsWords';
import { BattleplansToFight } from '../siege/BattleplansToFight';
import { FinalAssaultMethod } from '../siege/FinalAssaultMethod';
import { FinalAssaultBriefing } from '../siege/FinalAssaultBriefing';
import { SiegeBattleplanBriefing } from '../siege/SiegeBattleplanBriefing';
import { SiegeResults } from './SiegeResults';
import { SIDE_RULE, SIEGE_ODDS } from './siegeOdds';
import { useTranslation } from '../../../i18n';

export interface SiegePanelProps {
  readonly state: FsState;
  readonly battle: Battle;
  readonly viewer: Viewer;
  readonly names: FsNames;
  readonly issue: (command: FsCommand) => boolean;
}

/** SIEGE-6: the time track: the Final Assault is forced once D6 + completed turns + modifier reaches 6. */
function TimeTrack({ done, modifier }: { done: number; modifier: number }) {
  const { t } = useTranslation('fsTurn');
  return (
    <div className="fs-time-track" aria-label={t('siege.timeTrack')} data-testid="fs-time-track">
      {[0, 1, 2, 3, 4, 5].map((turn) => (
        <span
          key={turn}
          className={turn < done ? 'done' : undefined}
          title={t('siege.turn', { number: turn + 1 })}
        >
          {turn + 1}
        </span>
      ))}
      <span className="muted">
        {' '}
        {t('siege.nextTimeRoll', { need: Math.max(1, 6 - done - modifier), rule: 'SIEGE-6' })}
      </span>
    </div>
  );
}

/**
 * A siege per besieged territory (SIEGE-1..19): level, each side's Siege Points, the time track, the options each
 * side may choose this siege turn with their odds, the ledger, and the Final Assault briefing. The attacker's choice
 * stays hidden from the defender's seat until both have chosen (AMD-12).
 */
export function SiegePanel({ state, battle, viewer, names, issue }: SiegePanelProps) {
  const { t } = useTranslation('fsTurn');
  const siege = siegeOf(state, battle.id)!;
  const [target, setTarget] = useState<(typeof SALLY_TARGETS)[number]>('siegeEquipment');
  const sideName = (side: Side) =>
    names.faction(side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId);
  const mayChoose = (side: Side) =>
    siege.state === 'siegeTurns' &&
    siege.turnStep === 'choose' &&
    !siege.chosen[side] &&
    (side === 'defender' ? Boolean(siege.chosen.attacker) : true);
  const canSee = (side: Side) =>
    viewer.kind === 'gm' ||
    viewer.id === (side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId);
  return (
    <div className="fs-siege" data-testid="fs-siege">
      <h3>{t('siege.title', { hex: names.hex(battle.hex), level: siege.level })}</h3>
      <p>
        {t('siege.points', {
          attacker: sideName('attacker'),
          attackerSP: siege.attackerSP,
          defender: sideName('defender'),
          defenderSP: siege.defenderSP,
          rule: 'SIEGE-7',
        })}
      </p>
      <TimeTrack done={siege.completedSiegeTurns} modifier={siege.timeModifier} />
      {siege.state !== 'ended' && (
        <FinalAssaultMethod state={state} battle={battle} siege={siege} names={names} />
      )}
      <SiegeResults state={state} battle={battle} names={names} />
      {siege.state === 'opening' && (
        <button type="button" data-testid="fs-siege-open" onClick={() => issue({ type: 'Advance' })}>
          {t('siege.playOpening', { rule: 'SIEGE-4' })}
        </button>
      )}
      {(['attacker', 'defender'] as const).map((side) =>
        mayChoose(side) && canSee(side) ? (
          <div key={side} className="fs-siege-options" data-testid={`fs-siege-options-${side}`}>
            <strong>
              {t('siege.chooses', {
                faction: sideName(side),
                side: t(`briefing.sides.${side}`),
                rule: SIDE_RULE[side],
              })}
            </strong>
            <ul>
              {availableOptions(state, siege, side).map((o) => (
                <li key={o}>
                  <button
                    type="button"
                    data-testid="fs-siege-option"
                    onClick={() =>
                      issue({
                        type: 'ChooseSiegeOption',
                        battle: battle.hex,
                        side,
                        option: o as never,
                        ...(o === 'sallyOut' ? { target } : {}),
                      })
                    }
                  >
                    {SIEGE_OPTION_NAMES[o] ?? o}
                  </button>{' '}
                  <span className="muted">
                    {SIEGE_ODDS[o] &&
                      t('siege.odds', { odds: SIEGE_ODDS[o].odds, effect: SIEGE_ODDS[o].effect })}
                  </span>
                  {siegeOptionBattleplan(o) && (
                    // SSCN-1..9: the option can be fought at the table; its briefing before it is chosen.
                    <SiegeBattleplanBriefing
                      briefing={siegeBattleplanBriefing(siegeOptionBattleplan(o)!, state.settings, siege)}
                      sideName={sideName}
                    />
                  )}
                </li>
              ))}
            </ul>
            {side === 'defender' && (
              <label className="field">
                <span>{t('siege.sallyAgainst')}</span>
                <select value={target} onChange={(e) => setTarget(e.target.value as typeof target)}>
                  {SALLY_TARGETS.map((sallyTarget) => (
                    <option key={sallyTarget} value={sallyTarget}>
                      {SALLY_TARGET_NAMES[sallyTarget]}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {side === 'attacker' && (
              <button
                type="button"
                data-testid="fs-declare-assault"
                onClick={() => issue({ type: 'DeclareFinalAssault', battle: battle.hex })}
              >
                {t('siege.declareAssault', { rule: 'SIEGE-4' })}
              </button>
            )}
          </div>
        ) : null,
      )}
      {siege.chosen.attacker && !siege.chosen.defender && !canSee('attacker') && (
        <p className="muted">{t('siege.attackerChose', { rule: 'AMD-12' })}</p>
      )}
      <BattleplansToFight siege={siege} settings={state.settings} sideName={sideName} canSee={canSee} />
      <h4>
        {t('siege.ledger')}
        <RuleCite ids="SIEGE-13" />
      </h4>
      {siege.ledger.length === 0 ? (
        <p className="muted">{t('siege.nothingYet')}</p>
      ) : (
        <ol data-testid="fs-siege-ledger">
          {siege.ledger.map((e, i) => (
            <li key={i}>
              {t('siege.ledgerLine', {
                faction: sideName(e.side),
                option: SIEGE_OPTION_NAMES[e.optionId] ?? e.optionId,
                // The file keeps the engine's English sentence; the GM reads it rebuilt in the current language.
                effect: ledgerEntryText(e, state.settings['fs.siegeForcePointValue']),
              })}
              {e.value !== undefined
                ? t('siege.rolled', { value: e.value })
                : e.dice
                  ? t('siege.atFinalAssault', { dice: e.dice })
                  : ''}
            </li>
          ))}
        </ol>
      )}
      {siege.state === 'finalAssault' && (
        <FinalAssaultBriefing
          battle={battle}
          siege={siege}
          viewer={viewer}
          sideName={sideName}
          hexName={names.hex(battle.hex)}
          issue={issue}
        />
      )}
    </div>
  );
}
