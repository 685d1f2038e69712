import { coreCampaignOf, skirmishHexmarchDocument } from '@shared/document';
import { legalMoves, step, type Campaign, type Command } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import { createAppStore } from '../../renderer/src/app/store';
import type { HexPointer } from '../../renderer/src/editor/hexPointer';

/** A real store on the skirmish (8 × 8, armies in contact from turn 1, Red to move), in Campaign mode. */
export function campaignStore(document = skirmishHexmarchDocument()) {
  return createAppStore({ document: { past: [], present: document, future: [], lastGroup: null } });
}

export const campaignOf = (store: ReturnType<typeof campaignStore>): Campaign =>
  coreCampaignOf(store.getState().document.present)!;

export function pointer(kind: HexPointer['kind'], hex: HexKey | null, button = 0): HexPointer {
  return { kind, hex, button, shiftKey: false, altKey: false, ctrlKey: false };
}

/** The engine alone, for expected values: same seed and commands give the same state (GEN-5). */
export function played(state: Campaign, ...commands: Command[]): Campaign {
  return commands.reduce((s, command) => {
    const result = step(s, command);
    if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
    return result.state;
  }, state);
}

/** In the skirmish, army-3 can attack after its turn-1 roll; the other two first hold (as the probe found). */
export function battleCommands(state: Campaign): Command[] {
  const holds: Command[] = [];
  let s = state;
  for (const id of ['army-1', 'army-2']) {
    const hex = s.armies.entities[id]!.hex!;
    const commands: Command[] = [
      { type: 'RollMove', armyId: id },
      { type: 'MoveArmy', armyId: id, path: [hex] },
    ];
    s = played(s, ...commands);
    holds.push(...commands);
  }
  s = played(s, { type: 'RollMove', armyId: 'army-3' });
  const attack = legalMoves(s, 'army-3').find((m) => m.battle)!;
  return [
    ...holds,
    { type: 'RollMove', armyId: 'army-3' },
    { type: 'MoveArmy', armyId: 'army-3', path: [...attack.path] },
  ];
}
