// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { assaultLines, assaultReportMarkdown, replayAssaultRecord } from '@shared/rulesets/assault';
import { createAppStore, type AppStore } from '../../../../renderer/src/app/store';
import {
  botCommand,
  runToEnd,
  runToNextChoice,
} from '../../../../renderer/src/rulesets/assault/assaultActions';
import { EXAMPLE_DRAFT } from '../../../../renderer/src/rulesets/assault/assaultDraft';
import {
  assaultCommandGiven,
  assaultDraftChanged,
  assaultStarted,
} from '../../../../renderer/src/rulesets/assault/assaultSlice';
import { ChoicePanel } from '../../../../renderer/src/rulesets/assault/ChoicePanel';
import { StrongholdFields } from '../../../../renderer/src/rulesets/assault/StrongholdFields';
import { zoneDiagramOf } from '../../../../renderer/src/rulesets/assault/zoneDiagram';

const DUNGEON = { ...EXAMPLE_DRAFT, variant: 'dungeon' as const };

function dungeonStore(seed = 7): AppStore {
  const store = createAppStore();
  store.dispatch(assaultDraftChanged(DUNGEON));
  store.dispatch(assaultStarted(seed));
  return store;
}

const deployBoth = (store: AppStore) => {
  for (let i = 0; i < 2; i++)
    store.dispatch(assaultCommandGiven(botCommand(store.getState().assault.game!)!));
};

describe('the dungeon variant in Tools → Assault… (ASLT-32)', () => {
  afterEach(cleanup);

  it('starts a dungeon assault with the entrances the GM entered, and keeps them in the record', () => {
    const { game, record } = dungeonStore().getState().assault;
    expect(game!.variant).toBe('dungeon');
    expect(game!.stronghold.entrances!.map((e) => e.id)).toEqual([
      'Main gate',
      'Collapsed mine',
      'Secret postern',
    ]);
    expect(record!.input.variant).toBe('dungeon');
  });

  it('draws one assault cell and one wall cell per entrance, behind rock with a door each', () => {
    const store = dungeonStore();
    deployBoth(store);
    const { game, record } = store.getState().assault;
    const diagram = zoneDiagramOf(game!, 0, record!.names);
    expect(diagram.barrier).toBe('rock');
    expect(diagram.doors).toEqual([{ known: true }, { known: true }, { known: false }]);
    expect(diagram.bands.map((b) => b.label)).toEqual([
      'Reserve · Besiegers',
      'Assault zones · Besiegers',
      'Wall zones · Garrison',
      'Interior · Garrison',
    ]);
    const atEntrances = diagram.bands[1]!.cells;
    expect(atEntrances.map((c) => c.heading)).toEqual([
      'Main gate · known, reachable',
      'Collapsed mine · known, reachable',
      'Secret postern · unknown',
    ]);
    // ASLT-32: one besieger unit at each known, reachable entrance, none at the secret one.
    expect(atEntrances.map((c) => c.units.length)).toEqual([1, 1, 0]);
    expect(diagram.bands[2]!.cells.every((c) => c.units.length <= 1)).toBe(true);
  });

  it('keeps the walls, with one cell per zone, for a standard assault', () => {
    const store = createAppStore();
    store.dispatch(assaultStarted(7));
    const { game, record } = store.getState().assault;
    const diagram = zoneDiagramOf(game!, 0, record!.names);
    expect(diagram.barrier).toBe('wall');
    expect(diagram.bands.map((b) => b.cells.length)).toEqual([1, 1, 1, 1]);
  });

  it('skips the artillery and missile phases, cites ASLT-32 in the log, and replays and reports the same assault', () => {
    const store = dungeonStore();
    deployBoth(store);
    expect(store.getState().assault.game!.phase).toBe('MELEE');
    store.dispatch(runToEnd());
    const { game, record } = store.getState().assault;
    expect(game!.phase).toBe('ENDED');
    const lines = assaultLines(game!, record!.names);
    expect(lines.some((l) => /Artillery|Missile/.test(l.text))).toBe(false);
    const throws = lines.filter((l) => l.kind === 'throw');
    expect(throws.length).toBeGreaterThan(0);
    expect(
      throws.every(
        (l) => l.ruleIds.includes('ASLT-32') && /\(entrance “[^”]+”\)|interior|reserve/.test(l.text),
      ),
    ).toBe(true);
    const replayed = replayAssaultRecord(JSON.parse(JSON.stringify(record)));
    expect('state' in replayed && replayed.state).toEqual(game);
    const report = assaultReportMarkdown(record!, game!);
    expect(report).toContain('Dungeon assault (ASLT-32), entrances: Main gate (known, reachable)');
  });

  it('refuses a besieger sent to an entrance it does not know, with ASLT-32, and changes nothing', () => {
    const store = dungeonStore();
    const before = store.getState().assault.game;
    render(
      <Provider store={store}>
        <ChoicePanel game={before!} names={store.getState().assault.record!.names} />
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Knights: where'), { target: { value: 'Secret postern' } });
    fireEvent.click(screen.getByTestId('deploy-by-hand'));
    expect(store.getState().assault.game).toBe(before);
    expect(store.getState().assault.message?.text).toContain(
      'ASLT-32: entrance Secret postern is not known and reachable to the besieger',
    );
  });

  it('offers the free entrances, and no breach, when a side redeploys underground (ASLT-20, ASLT-32)', () => {
    const store = dungeonStore();
    deployBoth(store);
    store.dispatch(runToNextChoice());
    const { game, record } = store.getState().assault;
    expect(game!.phase).toBe('REDEPLOY');
    render(
      <Provider store={store}>
        <ChoicePanel game={game!} names={record!.names} />
      </Provider>,
    );
    const panel = screen.getByTestId('redeploy-choice');
    expect(panel.textContent).toContain('one unit per entrance (ASLT-32)');
    expect(screen.queryByRole('button', { name: 'Breach' })).toBeNull();
    const side = game!.redeploy!.acting;
    const front = side === 'besieger' ? 'A' : 'W';
    const taken = new Set(
      Object.values(game!.units)
        .filter((u) => u.zone === front)
        .map((u) => u.entrance),
    );
    const free = game!.stronghold.entrances!.filter((e) => !taken.has(e.id)).map((e) => `To ${e.id}`);
    const offered = screen.queryAllByRole('button', { name: /^To / }).map((b) => b.textContent);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((o) => free.includes(o!))).toBe(true);
  });

  it('lets the GM choose the dungeon, edit its entrances, and names what is wrong with them', () => {
    const store = createAppStore();
    store.dispatch(
      assaultDraftChanged({
        ...EXAMPLE_DRAFT,
        besieger: {
          ...EXAMPLE_DRAFT.besieger,
          roster: [
            ...EXAMPLE_DRAFT.besieger.roster,
            { id: 'b-cat', name: 'Catapult', artillery: 'mediumCatapult', pieces: 2 },
          ],
        },
      }),
    );
    render(
      <Provider store={store}>
        <StrongholdFields />
      </Provider>,
    );
    expect(screen.queryByTestId('dungeon-entrances')).toBeNull();
    fireEvent.change(screen.getByTestId('assault-variant'), { target: { value: 'dungeon' } });
    expect(store.getState().assault.draft.variant).toBe('dungeon');
    expect(screen.queryByTestId('assault-capacity')).toBeNull();
    expect(screen.getByTestId('dungeon-barred').textContent).toContain('Catapult (Besiegers)');
    fireEvent.change(screen.getByTestId('entrance-name-1'), { target: { value: 'Main gate' } });
    expect(screen.getByRole('alert').textContent).toContain(
      'two dungeon entrances are both called "Main gate" (ASLT-32)',
    );
    // An entrance the besiegers do not know of cannot be reachable to them.
    fireEvent.click(screen.getByTestId('entrance-known-0'));
    expect(store.getState().assault.draft.entrances[0]).toMatchObject({ known: false, reachable: false });
    fireEvent.click(screen.getByTestId('entrance-add'));
    expect(store.getState().assault.draft.entrances).toHaveLength(4);
  });
});
