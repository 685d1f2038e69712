import { kernelStep } from '@shared/kernel';
import {
  assaultRuleset,
  createAssault,
  type AssaultInput,
  type AssaultState,
  type RosterEntry,
} from '@shared/rulesets/assault';

export const besieger: RosterEntry[] = [
  { id: 'b1', name: 'Heavy foot', br: 2, troops: 120 },
  { id: 'b2', name: 'Archers', br: 1, missile: true },
  { id: 'b3', name: 'Skirmishers', br: 1, loose: true },
  { id: 'b4', name: 'Knights', br: 4, cavalry: true },
  { id: 'b5', name: 'Spears', br: 1.5 },
  { id: 'tr', artillery: 'mediumTrebuchet', pieces: 2 },
  { id: 'ram', siegeEquipment: 'batteringRam', pieces: 6 },
];
export const defender: RosterEntry[] = [
  { id: 'd1', name: 'Guards', br: 2 },
  { id: 'd2', name: 'Crossbows', br: 1, missile: true },
  { id: 'd3', name: 'Militia', br: 0.5, troops: 80 },
  { id: 'cal', siegeEquipment: 'cauldron', pieces: 4 },
];

export function newAssault(input: Partial<AssaultInput> = {}): AssaultState {
  const made = createAssault({
    seed: 7,
    besieger,
    defender,
    stronghold: { unitCapacity: 3, breaches: 1 },
    ...input,
  });
  if ('errors' in made) throw new Error(made.errors.join('; '));
  return made.state;
}

export function play(state: AssaultState, command: unknown): AssaultState {
  const result = kernelStep(assaultRuleset, state, command);
  if (!result.ok) throw new Error(result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return result.state;
}
