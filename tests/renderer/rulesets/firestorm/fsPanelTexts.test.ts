import type { HexKey } from '@shared/hex';
import { setLanguage } from '@shared/i18n';
import { landGrabCheck, newFirestormCampaign } from '@shared/document';
import { kernelStep, GM_VIEWER } from '@shared/kernel';
import {
  firestormAutoCommand,
  firestormRuleset,
  openBattles,
  type FsState,
} from '@shared/rulesets/firestorm';
import { afterEach, describe, expect, it } from 'vitest';
import { stringsOf, untranslatedAmong } from '../../../i18nScan/untranslatedAmong';
import { FACTION_LOOKS } from '../../../../renderer/src/rulesets/firestorm/canvas/territoryBoard';
import { specialLines } from '../../../../renderer/src/rulesets/firestorm/canvas/drawTerritoryMarks';
import {
  bannerName,
  buildTerritoryBoard,
  territoryName,
} from '../../../../renderer/src/rulesets/firestorm/fsBoard';
import {
  ITEM_NAMES,
  ORDER_NAMES,
  RELIC_NAMES,
  STEP_NAMES,
  TAG_NAMES,
} from '../../../../renderer/src/rulesets/firestorm/fsNames';
import { fsDefenseLaunchFor } from '../../../../renderer/src/rulesets/firestorm/fsDefense';
import { firestormLegendEntries } from '../../../../renderer/src/rulesets/firestorm/print/firestormLegend';
import {
  firestormPrint,
  firestormTurnNote,
} from '../../../../renderer/src/rulesets/firestorm/print/firestormPrint';
import { buildOptions } from '../../../../renderer/src/rulesets/firestorm/turn/buildOptions';
import {
  CONSEQUENCE_NAMES,
  RESULT_NAMES,
  SALLY_TARGET_NAMES,
  SIEGE_OPTION_NAMES,
} from '../../../../renderer/src/rulesets/firestorm/turn/fsWords';
import { fsNamesOf } from '../../../../renderer/src/rulesets/firestorm/turn/fsTurnNames';
import { previewOutcome } from '../../../../renderer/src/rulesets/firestorm/turn/outcomePreview';
import {
  OUTCOME_WORDS,
  allowanceText,
  ptgSlots,
} from '../../../../renderer/src/rulesets/firestorm/turn/pathToGlory';
import { SIEGE_ODDS } from '../../../../renderer/src/rulesets/firestorm/turn/siegeOdds';

/**
 * Issue 32: the text the Firestorm screens make outside React (names, map labels, print legend and header, build
 * reasons, the outcome preview, Path to Glory allowances, siege odds, the land-grab warning, the defense's place)
 * comes from the catalogues: in the pseudo-locale none keeps plain English, only the campaign's own names.
 */
const made = newFirestormCampaign({ seed: 1, factions: 4, name: 'Firestorm campaign' });
if (!made.ok) throw new Error(made.error);
const start: FsState = {
  ...made.value.campaign,
  settings: { ...made.value.campaign.settings, 'fs.autoResolve': true },
};

/** The BOT's campaign up to its first turn with a field battle that has a game recorded, and on to its end. */
function played(): { battle: FsState; build: FsState } {
  let state = start;
  let battle: FsState | undefined;
  let build: FsState | undefined;
  for (let i = 0; i < 50_000 && state.status === 'running' && !(battle && build); i++) {
    if (!build && state.turn.step === 'BUILD' && state.turn.active && state.turn.number >= 2) build = state;
    if (!battle && openBattles(state).some((b) => b.state === 'pending' && b.kind === 'field')) {
      const field = openBattles(state).find((b) => b.state === 'pending' && b.kind === 'field')!;
      if (state.turn.step === 'BATTLES') {
        const recorded = kernelStep(firestormRuleset, state, {
          type: 'RecordGame',
          battle: field.hex,
          game: { attackerPlayers: [], defenderPlayers: [], result: 'majorDefeat', attackerTabled: true },
        });
        if (
          recorded.ok &&
          openBattles(recorded.state).some((b) => b.games.length > 0 && b.state === 'pending')
        )
          battle = recorded.state;
      }
    }
    const stepped = kernelStep(firestormRuleset, state, firestormAutoCommand(state)!);
    if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
    state = stepped.state;
  }
  if (!battle || !build) throw new Error('the campaign never showed a recorded game and a build');
  return { battle, build };
}

function texts(states: { battle: FsState; build: FsState }): string[] {
  const { battle, build } = states;
  const names = fsNamesOf(battle);
  const pending = openBattles(battle).find((b) => b.games.length > 0 && b.state === 'pending')!;
  const preview = previewOutcome(battle, pending)!;
  const special = Object.values(battle.territories).find((t) => t.special?.relic)!.special!;
  const board = buildTerritoryBoard(battle, GM_VIEWER);
  const defended = Object.keys(build.territories).find((hex) => fsDefenseLaunchFor(build, hex as never));
  return [
    ...Object.values(ITEM_NAMES).map((item) => item.name),
    ...Object.values(ORDER_NAMES),
    ...Object.values(RELIC_NAMES),
    ...Object.values(STEP_NAMES),
    ...Object.values(TAG_NAMES),
    ...Object.values(RESULT_NAMES),
    ...Object.values(SIEGE_OPTION_NAMES),
    ...Object.values(SALLY_TARGET_NAMES),
    ...Object.values(CONSEQUENCE_NAMES),
    ...Object.values(OUTCOME_WORDS),
    ...Object.values(SIEGE_ODDS).flatMap((o) => [o.odds, o.effect]),
    ...FACTION_LOOKS.flatMap((look) => [look.patternName, look.borderName]),
    ...specialLines({ hex: '0,0' as HexKey, name: special.name, glory: 2, relic: 'Prismatikon' }),
    ...specialLines({ hex: '0,0' as HexKey, name: 'Prismatikon', glory: 1, relic: 'Prismatikon' }),
    ...board.conflicts.flatMap((c) => (c.text ? [c.text] : [])),
    territoryName(battle, '0,0'),
    bannerName(battle, 'no such banner'),
    names.faction('no such faction'),
    preview.attacker.consequence,
    preview.defender.consequence,
    ...buildOptions(build, build.turn.active!, fsNamesOf(build)).flatMap((o) => (o.whyNot ? [o.whyNot] : [])),
    ...ptgSlots(battle).map(allowanceText),
    firestormTurnNote(battle),
    firestormTurnNote({ ...battle, status: 'ended' }),
    ...firestormLegendEntries(firestormPrint(battle, null)).map((e) => e.text),
    landGrabCheck(475, 4).warning!,
    ...(defended ? [fsDefenseLaunchFor(build, defended as never)!.place] : []),
  ];
}

const STATES = played();
const ALLOWED = [
  ...stringsOf(start.factions),
  ...Object.values(start.territories).flatMap((t) => (t.special ? [t.special.name] : [])),
  'Prismatikon',
];

describe('the Firestorm screens’ own text in every language (issue 32)', () => {
  afterEach(() => setLanguage('en'));

  it('keeps no plain English in the pseudo-locale', () => {
    setLanguage('en-XA');
    const shown = texts(STATES);
    expect(shown.length).toBeGreaterThan(80);
    expect(untranslatedAmong(shown, ALLOWED)).toEqual([]);
  });

  it('reads the same in English as before the conversion', () => {
    const shown = texts(STATES);
    expect(shown).toContain('Forced March');
    expect(shown).toContain('2 glory · relic: Prismatikon');
    expect(shown).toContain('1 glory · relic');
    expect(shown.some((s) => /^scatters: tabled in every game \(FS-AGG-5\)$/.test(s))).toBe(true);
    // A build the faction cannot make says why, citing the rule (FS-ITEM-1, FS-BUILD-n).
    expect(
      shown.some((s) => /^(costs|replaces|each|nothing|it is not).*\(FS-(ITEM-1|BUILD-\d)\)$/.test(s)),
    ).toBe(true);
    expect(shown.some((s) => /^Turn \d+ · campaign over$/.test(s))).toBe(true);
  });

  it('writes German with no placeholders left', () => {
    setLanguage('de');
    const shown = texts(STATES);
    expect(shown.filter((s) => /\{\{|undefined|NaN/.test(s))).toEqual([]);
    expect(shown).toContain('Gewaltmarsch');
    expect(shown).toContain('2 Ruhm · Relikt: Prismatikon');
  });
});
