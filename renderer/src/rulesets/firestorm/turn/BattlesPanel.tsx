import type { Viewer } from '@shared/kernel';
import {
  firestormRuleset,
  finalAssaultPlan,
  openBattles,
  siegeOf,
  type FsCommand,
  type FsResult,
  type FsState,
} from '@shared/rulesets/firestorm';
import { formatList } from '@shared/i18n';
import type { TFunction } from 'i18next';
import { BattlePlanSection } from '../../../campaign/battlefield/BattlePlanSection';
import { BattleBriefing } from './BattleBriefing';
import { GameForm } from './GameForm';
import { RESULT_NAMES, type FsNames } from './fsWords';
import { previewOutcome } from './outcomePreview';
import { SiegePanel } from './SiegePanel';
import { useTranslation } from '../../../i18n';

export interface BattlesPanelProps {
  readonly state: FsState;
  readonly viewer: Viewer;
  readonly names: FsNames;
  readonly shownHex: string | null;
  readonly onShow: (hex: string) => void;
  readonly issue: (command: FsCommand) => boolean;
}

/**
 * BATTLES (FS-BATTLE-1..8, SIEGE-1): the battles this turn made, one shown at a time; for each, siege or field, its
 * games, the aggregated banner result and its consequences before they are applied, and the way on to AFTERMATH.
 */
export function BattlesPanel({ state, viewer, names, shownHex, onShow, issue }: BattlesPanelProps) {
  const { t } = useTranslation('fsTurn');
  const battles = openBattles(state).filter((b) => b.state === 'pending');
  if (state.turn.step !== 'BATTLES') return null;
  const battle = battles.find((b) => b.hex === shownHex) ?? battles[0];
  const siegeLevel = battle?.kind === undefined;
  // AMD-3: BATTLES ends once every battle has its result; until then the button waits.
  // (An Advance due for a siege's opening or time roll is the siege panel's, SIEGE-4.)
  const sieging = battles.some((b) => {
    const siege = siegeOf(state, b.id);
    return siege?.state === 'opening' || (siege?.state === 'siegeTurns' && siege.turnStep === 'time');
  });
  const canEnd = !sieging && firestormRuleset.validate(state, { type: 'Advance' }).length === 0;
  return (
    <section className="panel" data-testid="fs-battles">
      <h2>{t('battles.title')}</h2>
      {battles.length > 1 && (
        <div className="fs-tabs" role="tablist">
          {battles.map((b) => (
            <button
              key={b.id}
              type="button"
              role="tab"
              aria-selected={b === battle}
              onClick={() => onShow(b.hex)}
            >
              {names.hex(b.hex)}
            </button>
          ))}
        </div>
      )}
      {battle && (
        <div data-testid="fs-battle" data-hex={names.hex(battle.hex)}>
          <p>
            {battle.defender.bannerId
              ? t('battles.attacks', {
                  attacker: names.banner(battle.attacker.bannerId),
                  defender: names.banner(battle.defender.bannerId),
                  hex: names.hex(battle.hex),
                })
              : t('battles.attacksGarrison', {
                  attacker: names.banner(battle.attacker.bannerId),
                  faction: names.faction(battle.defender.factionId),
                  hex: names.hex(battle.hex),
                })}
          </p>
          {siegeLevel && (
            <div className="fs-actions">
              <span>{t('battles.canBesiege', { rule: 'SIEGE-1' })}</span>
              <button
                type="button"
                data-testid="fs-choose-siege"
                onClick={() => issue({ type: 'ChooseSiege', battle: battle.hex, siege: true })}
              >
                {t('battles.laySiege')}
              </button>
              <button
                type="button"
                data-testid="fs-choose-field"
                onClick={() => issue({ type: 'ChooseSiege', battle: battle.hex, siege: false })}
              >
                {t('battles.fightInField')}
              </button>
            </div>
          )}
          <BattleBriefing state={state} battle={battle} viewer={viewer} names={names} />
          {battle.kind === 'firestormSiege' && (
            <SiegePanel state={state} battle={battle} viewer={viewer} names={names} issue={issue} />
          )}
          {battle.games.length > 0 && (
            <ol data-testid="fs-games">
              {battle.games.map((g, i) => (
                <li key={i}>{gameLine(t, g)}</li>
              ))}
            </ol>
          )}
          {/* The table plan after the siege's decisions, so its buttons stay in sight at 1280×800 (issue 29). */}
          <BattlePlanSection battleId={battle.id} />
          <Preview state={state} hex={battle.hex} names={names} />
          {battle.kind === 'field' || (battle.kind === 'firestormSiege' && battle.games.length === 0) ? (
            <FieldGames state={state} battleHex={battle.hex} issue={issue} />
          ) : null}
        </div>
      )}
      <button
        type="button"
        className="primary"
        data-testid="fs-battles-done"
        disabled={!canEnd}
        title={canEnd ? undefined : t('battles.needResults', { rule: 'AMD-3' })}
        onClick={() => issue({ type: 'Advance' })}
      >
        {battles.length === 0
          ? t('battles.goOn')
          : canEnd
            ? t('battles.foughtGoOn')
            : t('battles.recordEvery')}
      </button>
    </section>
  );
}

function FieldGames({
  state,
  battleHex,
  issue,
}: {
  state: FsState;
  battleHex: string;
  issue: (c: FsCommand) => boolean;
}) {
  const { t } = useTranslation('fsTurn');
  const battle = openBattles(state).find((b) => b.hex === battleHex)!;
  const siege = state.sieges.find((s) => s.battleId === battle.id);
  // SIEGE-15/18: the Final Assault is the siege's only game.
  if (battle.kind === 'firestormSiege' && siege?.state !== 'finalAssault') return null;
  // SIEGE-16: with both rosters the Final Assault is fought as an assault, whether or not the quick roll is on.
  const byAssault = siege ? finalAssaultPlan(state, battle, siege).kind === 'assault' : false;
  const canRoll =
    battle.kind === 'firestormSiege'
      ? byAssault || state.settings['fs.finalAssaultQuickRoll']
      : state.settings['fs.autoResolve'] && battle.games.length === 0;
  return (
    <>
      <GameForm key={`${battle.id}-${battle.games.length}`} state={state} battle={battle} issue={issue} />
      {canRoll && (
        <button
          type="button"
          data-testid="fs-auto-resolve"
          onClick={() => issue({ type: 'AutoResolve', battle: battle.hex })}
        >
          {byAssault
            ? t('battles.asAssault', { rule: 'SIEGE-16' })
            : t('battles.rollInstead', {
                rule: battle.kind === 'firestormSiege' ? 'SIEGE-16' : 'FS-BATTLE-8',
              })}
        </button>
      )}
    </>
  );
}

function Preview({ state, hex, names }: { state: FsState; hex: string; names: FsNames }) {
  const { t } = useTranslation('fsTurn');
  const battle = openBattles(state).find((b) => b.hex === hex)!;
  const preview = previewOutcome(state, battle);
  if (!preview) return null;
  const line = (who: string, p: typeof preview.attacker) => (
    <li>{t('battles.previewLine', { who, result: RESULT_NAMES[p.overall], consequence: p.consequence })}</li>
  );
  return (
    <div className="fs-preview" data-testid="fs-outcome-preview">
      <strong>{t('battles.previewTitle', { rules: 'FS-AGG-2, FS-DEFEAT-1..5' })}</strong>
      <ul>
        {line(names.banner(battle.attacker.bannerId), preview.attacker)}
        {line(
          battle.defender.bannerId ? names.banner(battle.defender.bannerId) : t('battles.garrison'),
          preview.defender,
        )}
        <li>
          {preview.attackerWins
            ? t('battles.takes', {
                faction: names.faction(battle.attacker.factionId),
                hex: names.hex(battle.hex),
              })
            : t('battles.staysAsItIs', { hex: names.hex(battle.hex) })}
        </li>
      </ul>
    </div>
  );
}

/** One recorded game (FS-BATTLE-2) as a sentence: who played, the result for the attacker, tabled sides, rolled. */
function gameLine(
  t: TFunction<'fsTurn'>,
  g: { attackerPlayers: readonly string[]; defenderPlayers: readonly string[]; result: FsResult } & {
    attackerTabled?: boolean;
    defenderTabled?: boolean;
    method?: string;
  },
): string {
  const tabled =
    g.attackerTabled && g.defenderTabled
      ? t('battles.bothTabled')
      : g.attackerTabled
        ? t('battles.attackerTabled')
        : g.defenderTabled
          ? t('battles.defenderTabled')
          : '';
  const values = {
    attackers: formatList(g.attackerPlayers),
    defenders: formatList(g.defenderPlayers),
    result: RESULT_NAMES[g.result],
    tabled,
  };
  return g.method !== 'tabletop' ? t('battles.gameRolled', values) : t('battles.game', values);
}
