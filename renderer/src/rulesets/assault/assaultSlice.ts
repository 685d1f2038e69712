import { t } from '@shared/i18n';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { kernelStep } from '@shared/kernel';
import {
  assaultRuleset,
  createAssault,
  replayAssaultRecord,
  ASSAULT_RECORD_FORMAT,
  type AssaultCommand,
  type AssaultRecord,
  type AssaultState,
  type AssaultWork,
} from '@shared/rulesets/assault';
import { draftInput, EXAMPLE_DRAFT, type AssaultDraft } from './assaultDraft';
import {
  assaultBound,
  assaultClosed,
  assaultMessageShown,
  assaultRecordOpened,
  type AssaultBinding,
  type AssaultMessage,
} from '../../campaign/subGameActions';
import { freshSeed } from '../../campaign/campaignActions';

export { assaultBound, assaultClosed, assaultMessageShown, assaultRecordOpened, type AssaultBinding };
import { draftOfWork } from './assaultDocument';
import { documentReplaced } from '../../document/documentSlice';

/**
 * Tools → Assault… (issue 13 "on its own"): the GM's draft, and once started the assault's record (input and
 * every command, for save and replay) with the state it reached. Never part of the campaign document: a stand-alone
 * assault is saved as its own record file.
 */
export interface AssaultToolState {
  readonly draft: AssaultDraft;
  readonly record: AssaultRecord | null;
  readonly game: AssaultState | null;
  /** Log length before the last command: the events after it are "what was just rolled" on the diagram. */
  readonly stepFrom: number;
  /** GEN-10: why the last command or setup was refused (rule IDs first), or a note; null when nothing to say. */
  readonly message: AssaultMessage;
  /** LOC-7: the campaign's fortress battle this assault resolves (its result goes back there), or null. */
  readonly binding: AssaultBinding | null;
}

const initialState: AssaultToolState = {
  draft: EXAMPLE_DRAFT,
  record: null,
  game: null,
  stepFrom: 0,
  message: null,
  binding: null,
};

export const assaultDraftChanged = createAction<AssaultDraft>('assault/draftChanged');
/** ASLT-1: the assault starts from the draft; the seed comes in the action (the reducer stays pure, GEN-5). */
export const assaultStarted = createAction('assault/started', (seed: number = freshSeed()) => ({
  payload: { seed },
}));
export const assaultCommandGiven = createAction<AssaultCommand>('assault/commandGiven');
export const assaultStepTakenBack = createAction('assault/stepTakenBack');

const refusal = (state: AssaultToolState, text: string): AssaultToolState => ({
  ...state,
  message: { kind: 'refusal', text },
});

/**
 * Not a createSlice (like the campaign's reducer): the engine returns new states sharing everything unchanged, and
 * Immer would only wrap them in proxies the engine then walks on every step.
 */
export function assaultReducer(
  state: AssaultToolState = initialState,
  action: UnknownAction,
): AssaultToolState {
  if (assaultDraftChanged.match(action)) return { ...state, draft: action.payload, message: null };
  if (assaultStarted.match(action)) {
    const input = draftInput(state.draft, action.payload.seed);
    const made = createAssault(input);
    if ('errors' in made) return refusal(state, made.errors.join(' '));
    const record: AssaultRecord = {
      format: ASSAULT_RECORD_FORMAT,
      version: 1,
      title: state.draft.title,
      names: { besieger: state.draft.besieger.name, defender: state.draft.defender.name },
      input: input as AssaultRecord['input'],
      commands: [],
    };
    return { ...state, record, game: made.state, stepFrom: 0, message: null, binding: null };
  }
  if (assaultBound.match(action)) {
    const { binding, record, game } = action.payload;
    return { ...state, binding, record, game, stepFrom: 0, message: null };
  }
  if (assaultCommandGiven.match(action)) {
    // One command through the kernel: refused (rule IDs, nothing changed, GEN-10) or recorded.
    if (!state.game || !state.record) return state;
    const result = kernelStep(assaultRuleset, state.game, action.payload);
    if (!result.ok)
      return refusal(state, result.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' '));
    return {
      ...state,
      game: result.state,
      record: { ...state.record, commands: [...state.record.commands, action.payload] },
      stepFrom: state.game.log.length,
      message: null,
    };
  }
  if (assaultStepTakenBack.match(action)) {
    // The record without its last command, replayed from the seed (GEN-5).
    if (!state.record || state.record.commands.length === 0) return state;
    const commands = state.record.commands.slice(0, -1);
    const replayed = replayAssaultRecord({ ...state.record, commands });
    if ('errors' in replayed) return refusal(state, replayed.errors.join(' '));
    return {
      ...state,
      record: { ...state.record, commands },
      game: replayed.state,
      stepFrom: 0,
      message: null,
    };
  }
  if (assaultRecordOpened.match(action)) {
    const { record, game } = action.payload;
    return {
      draft: draftOfRecord(record),
      record,
      game,
      stepFrom: 0,
      message: { kind: 'note', text: t('assault:panels.opened', { title: record.title }) },
      binding: null,
    };
  }
  if (assaultClosed.match(action))
    return { ...state, record: null, game: null, stepFrom: 0, message: null, binding: null };
  if (assaultMessageShown.match(action)) return { ...state, message: action.payload };
  if (documentReplaced.match(action)) return assaultOfDocument(action.payload.document.assault);
  return state;
}

/**
 * A campaign file opened (or a demo, a new map, a recovered copy): the Assault tab's work it holds, the assault
 * replayed where it was (GEN-5), or the example draft when it holds none (issue 27).
 */
function assaultOfDocument(work: AssaultWork | undefined): AssaultToolState {
  if (!work) return initialState;
  const draft = draftOfWork(work);
  if (!work.record) return { ...initialState, draft };
  const replayed = replayAssaultRecord(work.record);
  if ('errors' in replayed)
    return refusal(
      { ...initialState, draft },
      t('assault:panels.notReplayed', { errors: replayed.errors.join(' ') }),
    );
  return { ...initialState, draft, record: work.record, game: replayed.state, binding: work.binding };
}

/** The draft a saved record was made from (to edit it and run it again). */
function draftOfRecord(record: AssaultRecord): AssaultDraft {
  const input = record.input;
  const leader = (side: 'besieger' | 'defender') => ({
    ...EXAMPLE_DRAFT[side].leader,
    ...input.leaders?.[side],
  });
  return {
    title: record.title,
    besieger: { name: record.names.besieger, roster: input.besieger, leader: leader('besieger') },
    defender: { name: record.names.defender, roster: input.defender, leader: leader('defender') },
    variant: input.variant ?? 'standard',
    unitCapacity: input.stronghold?.unitCapacity ?? 6,
    breaches: input.stronghold?.breaches ?? 0,
    entrances: input.stronghold?.entrances ?? EXAMPLE_DRAFT.entrances,
    settings: { ...EXAMPLE_DRAFT.settings, ...input.settings },
  };
}
