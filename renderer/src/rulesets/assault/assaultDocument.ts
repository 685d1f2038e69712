import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AssaultWork } from '@shared/rulesets/assault';
import type { DocumentPart } from '../../store/documentParts';
import type { AppStartListening } from '../../app/store';
import type { AssaultDraft, AssaultSideDraft } from './assaultDraft';
import type { AssaultToolState } from './assaultSlice';

/** The Assault tab's work copied into the campaign document, so Save, the recovery copy and Restore keep it. */
export const assaultWorkKept = createAction<AssaultWork | null>('assaultDocument/kept');

/**
 * The Assault tab's work as a part of the campaign document (issue 27, like the settlement defense game): the
 * draft's rosters and the assault's record. It has its own "Take back", so campaign undo never rolls it back
 * (`outsideHistory`), and it is no undo step of the campaign.
 */
export const assaultDocumentPart: DocumentPart<'assault'> = {
  key: 'assault',
  actionPrefix: 'assaultDocument/',
  reducer: (state: AssaultWork | undefined, action: UnknownAction) =>
    assaultWorkKept.match(action) ? (action.payload ?? undefined) : state,
  undoable: false,
  outsideHistory: true,
};

/** An emptied number field is NaN on screen and null in the file (JSON has no NaN). */
const toFile = (n: number): number | null => (Number.isNaN(n) ? null : n);
const fromFile = (n: number | null): number => n ?? Number.NaN;

const sideToFile = (side: AssaultSideDraft) => ({
  name: side.name,
  // A roster row's emptied numbers are left out, as the editor reads an absent value.
  roster: side.roster.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).filter(([, v]) => !(typeof v === 'number' && Number.isNaN(v))),
      ) as typeof row,
  ),
  leader: {
    strategicAbility: toFile(side.leader.strategicAbility),
    leadershipAbility: toFile(side.leader.leadershipAbility),
    moraleMod: toFile(side.leader.moraleMod),
  },
});

const sideFromFile = (side: AssaultWork['draft']['besieger']): AssaultSideDraft => ({
  name: side.name,
  roster: side.roster,
  leader: {
    strategicAbility: fromFile(side.leader.strategicAbility),
    leadershipAbility: fromFile(side.leader.leadershipAbility),
    moraleMod: fromFile(side.leader.moraleMod),
  },
});

/** What the document keeps of the tab. */
export function assaultWorkOf(tool: AssaultToolState): AssaultWork {
  const { draft } = tool;
  return {
    draft: {
      title: draft.title,
      besieger: sideToFile(draft.besieger),
      defender: sideToFile(draft.defender),
      variant: draft.variant,
      unitCapacity: toFile(draft.unitCapacity),
      breaches: toFile(draft.breaches),
      entrances: draft.entrances.map((e) => ({ ...e })),
      settings: { morale: draft.settings.morale, maxTurns: toFile(draft.settings.maxTurns) },
    },
    record: tool.record,
    binding: tool.binding
      ? { ...tool.binding, rng: { ...tool.binding.rng, words: [...tool.binding.rng.words] } }
      : null,
  };
}

/** The draft a kept work holds. */
export function draftOfWork(work: AssaultWork): AssaultDraft {
  const { draft } = work;
  return {
    title: draft.title,
    besieger: sideFromFile(draft.besieger),
    defender: sideFromFile(draft.defender),
    variant: draft.variant,
    unitCapacity: fromFile(draft.unitCapacity),
    breaches: fromFile(draft.breaches),
    entrances: draft.entrances,
    settings: { morale: draft.settings.morale, maxTurns: fromFile(draft.settings.maxTurns) },
  };
}

/**
 * After every change of the tab's draft or record (an edited roster, a started assault, a command, Take back), the
 * document gets its copy, which marks the file unsaved and feeds the recovery copy. A document just opened (its
 * work restored by the slice) is not written again, so opening a file leaves it saved.
 */
export function startAssaultDocumentListener(startListening: AppStartListening): () => void {
  return startListening({
    predicate: (action, current, previous) =>
      action.type.startsWith('assault/') &&
      (current.assault.draft !== previous.assault.draft ||
        current.assault.record !== previous.assault.record ||
        current.assault.binding !== previous.assault.binding),
    effect: (_action, api) => {
      const work = assaultWorkOf(api.getState().assault);
      const stored = api.getState().document.present.assault ?? null;
      if (JSON.stringify(work) !== JSON.stringify(stored)) api.dispatch(assaultWorkKept(work));
    },
  });
}
