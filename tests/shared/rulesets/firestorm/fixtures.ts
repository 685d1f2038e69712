import { rectangleMap } from '@shared/map';
import { kernelStep } from '@shared/kernel';
import {
  createFirestormCampaign,
  firestormAutoCommand,
  firestormRuleset,
  type FsSettings,
  type FsState,
} from '@shared/rulesets/firestorm';

/** A 30×20 map with a few mountains, four factions of the four grand alliances (FS-SETUP-1..4). */
export function fourFactionCampaign(
  seed: number,
  settings: Partial<FsSettings> = { 'fs.autoResolve': true },
): FsState {
  const map = rectangleMap(30, 20, ({ col, row }) =>
    (col * 7 + row * 3) % 23 === 0 ? { terrain: 'mountain' } : undefined,
  );
  const made = createFirestormCampaign({
    name: 'Test',
    map,
    seed,
    settings,
    factions: [
      { name: 'Iron', color: '#aa0000', alliance: 'Order', players: ['Ian', 'Ivy'] },
      { name: 'Ash', color: '#00aa00', alliance: 'Chaos', players: ['Abe'], tags: ['duardin'] },
      { name: 'Bone', color: '#0000aa', alliance: 'Death', players: ['Bea'] },
      { name: 'Gut', color: '#aaaa00', alliance: 'Destruction', players: ['Gus'], tags: ['ogor'] },
    ],
  });
  if (!made.ok) throw new Error(made.error.join('; '));
  return made.value;
}

/**
 * The reference for auto-play's fast paths: every command through the kernel's ordinary step (zod parse, a new
 * state and a copied log per command), until the campaign ends or `maxTurns` is passed.
 */
export function playByStep(initial: FsState, maxTurns: number): FsState {
  let state = initial;
  while (state.status === 'running' && state.turn.number <= maxTurns) {
    const command = firestormAutoCommand(state);
    if (!command) break;
    const stepped = kernelStep(firestormRuleset, state, command);
    if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
    state = stepped.state;
  }
  return state;
}
