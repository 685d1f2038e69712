import { describe, expect, it } from 'vitest';
import { kernelStep } from '@shared/kernel';
import { assaultRuleset, createAssault } from '@shared/rulesets/assault';
import { draftInput, EXAMPLE_DRAFT } from '../../../../renderer/src/rulesets/assault/assaultDraft';
import { zoneDiagramOf } from '../../../../renderer/src/rulesets/assault/zoneDiagram';

const names = { besieger: 'Besiegers', defender: 'Garrison' };
const cardsIn = (diagram: ReturnType<typeof zoneDiagramOf>, zone: string) =>
  diagram.bands.flatMap((b) => b.cells.filter((c) => c.key.startsWith(zone)).flatMap((c) => c.units));

describe('the zone diagram shows the equipment before deployment (issue 27)', () => {
  const made = createAssault(draftInput(EXAMPLE_DRAFT, 7));
  if ('errors' in made) throw new Error(made.errors.join(' '));

  it('draws the ram in the reserve and the cauldron in the interior, not deployed yet', () => {
    const diagram = zoneDiagramOf(made.state, 0, names);
    const ram = cardsIn(diagram, 'R').find((c) => c.name.startsWith('Ram'));
    const cauldron = cardsIn(diagram, 'I').find((c) => c.name.startsWith('Cauldron'));
    expect(ram?.status).toBe('not deployed yet');
    expect(cauldron?.status).toBe('not deployed yet');
  });

  it('leaves the besiegers’ unused equipment off once they have deployed, the garrison’s still waiting', () => {
    const step = kernelStep(assaultRuleset, made.state, { type: 'DeployBesieger', assault: [], breach: [] });
    if (!step.ok) throw new Error(step.violations.map((v) => v.message).join(' '));
    const diagram = zoneDiagramOf(step.state, 0, names);
    expect(cardsIn(diagram, 'R').some((c) => c.name.startsWith('Ram'))).toBe(false);
    expect(cardsIn(diagram, 'I').some((c) => c.name.startsWith('Cauldron'))).toBe(true);
  });
});
