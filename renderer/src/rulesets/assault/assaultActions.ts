import { t } from '@shared/i18n';
import {
  assaultRecordText,
  assaultReportMarkdown,
  botDeployment,
  botRedeployCommand,
  botSurrenderChoice,
  nextPhase,
  readAssaultRecord,
  RECORD_BOUNDS,
  type AssaultCommand,
  type AssaultState,
  type Side,
} from '@shared/rulesets/assault';
import type { AppThunk } from '../../app/store';
import { deliverText, fileStem } from '../../kit/deliverText';
import { assaultCommandGiven, assaultMessageShown, assaultRecordOpened } from './assaultSlice';

/** The phases where a leader chooses (ASLT-9, 10, 20, 21); the others the rules resolve alone. */
export type AssaultChoice =
  | { readonly kind: 'deploy'; readonly side: Side }
  | { readonly kind: 'redeploy'; readonly side: Side }
  | { readonly kind: 'surrenderOrRenew' };

export function choiceNow(state: AssaultState): AssaultChoice | null {
  switch (state.phase) {
    case 'SETUP':
    case 'DEPLOY_BESIEGER':
      return { kind: 'deploy', side: 'besieger' };
    case 'DEPLOY_DEFENDER':
      return { kind: 'deploy', side: 'defender' };
    case 'REDEPLOY':
      return { kind: 'redeploy', side: state.redeploy?.acting ?? 'besieger' };
    case 'SURRENDER_OR_RENEW':
      return { kind: 'surrenderOrRenew' };
    default:
      return null;
  }
}

/**
 * GEN-6 "decide for me": the command auto-play (BOT-20..24) would give now: a deployment, one redeployment action,
 * the surrender-or-renew choice, or, in a phase without a choice, the phase resolved (ASLT-12).
 */
export function botCommand(state: AssaultState): AssaultCommand | null {
  const choice = choiceNow(state);
  if (state.phase === 'ENDED') return null;
  if (!choice) return { type: 'RunAssaultTurn', until: nextPhase(state, state.phase) };
  if (choice.kind === 'deploy') {
    const plan = botDeployment(state, choice.side);
    const entrances = plan.entrances ? { entrances: { ...plan.entrances } } : {};
    return choice.side === 'besieger'
      ? { type: 'DeployBesieger', assault: [...plan.placed], breach: [...plan.breach], ...entrances }
      : { type: 'DeployDefender', walls: [...plan.placed], ...entrances };
  }
  if (choice.kind === 'redeploy') return botRedeployCommand(state);
  return { type: 'SurrenderOrRenew', choice: botSurrenderChoice(state) };
}

export const decideForMe = (): AppThunk => (dispatch, getState) => {
  const game = getState().assault.game;
  const command = game && botCommand(game);
  if (command) dispatch(assaultCommandGiven(command));
};

/** Plays on to the end (AMD-7 RunAssaultTurn until ENDED: every remaining choice by BOT-20..24). */
export const runToEnd = (): AppThunk => (dispatch) =>
  void dispatch(assaultCommandGiven({ type: 'RunAssaultTurn', until: 'ENDED' }));

/** Plays to the next choice a leader makes (or to the end): the phases in between are resolved one by one. */
export const runToNextChoice = (): AppThunk => (dispatch, getState) => {
  for (let guard = 0; guard < 50; guard++) {
    const game = getState().assault.game;
    if (!game || game.phase === 'ENDED') return;
    if (guard > 0 && choiceNow(game)) return;
    const command = botCommand(game);
    if (!command) return;
    dispatch(assaultCommandGiven(command));
    if (getState().assault.game === game) return; // refused: the message says why
  }
};

/** Saves the assault record (input and commands) as JSON; reopening it replays the assault exactly (GEN-5). */
export const saveAssaultRecord = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const record = getState().assault.record;
  if (!record) return;
  const text = await deliverText(`${fileStem(record.title, 'assault')}.json`, assaultRecordText(record));
  dispatch(assaultMessageShown({ kind: 'note', text }));
};

/** The report (rosters, stronghold, outcome, casualties and the log citing rules) as a Markdown file. */
export const saveAssaultReport = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const { record, game } = getState().assault;
  if (!record || !game) return;
  const text = await deliverText(
    `${fileStem(record.title, 'assault')}-report.md`,
    assaultReportMarkdown(record, game),
  );
  dispatch(assaultMessageShown({ kind: 'note', text }));
};

/** Opens a saved record: checked against its format and replayed; a bad file changes nothing and says why. */
export const openAssaultRecord =
  (file: File): AppThunk<Promise<void>> =>
  async (dispatch) => {
    // Issue 26: the size is checked before a byte is read.
    if (file.size > RECORD_BOUNDS.chars) {
      dispatch(
        assaultMessageShown({
          kind: 'refusal',
          text: t('assault:panels.notOpened', { file: file.name, reason: t('assaultRules:record.tooLarge') }),
        }),
      );
      return;
    }
    const read = readAssaultRecord(await file.text());
    if ('errors' in read) {
      dispatch(
        assaultMessageShown({
          kind: 'refusal',
          text: t('assault:panels.notOpened', { file: file.name, reason: read.errors.join(' ') }),
        }),
      );
      return;
    }
    dispatch(assaultRecordOpened({ record: read.record, game: read.state }));
  };
