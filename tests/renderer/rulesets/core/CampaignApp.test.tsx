// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoMapDocument } from '@shared/document';
import { documentReplaced } from '../../../../renderer/src/document/document';
import { issueCommand } from '../../../../renderer/src/campaign/issueCommand';
import { autoPlayed } from '../../../../renderer/src/campaign/campaignActions';
import { runCampaign } from '@shared/rulesets/core';
import { cursorStep } from '../../../../renderer/src/rulesets/core/board/mapKeyboard';
import { hexSelected } from '../../../../renderer/src/document/viewSlice';
import { hexName } from '@shared/hex';
import { canvasProps, giveElementsASize } from '../../canvasMock';
import { renderApp } from '../../renderApp';
import { battleCommands, campaignOf, campaignStore, pointer } from '../../campaignFixture';

vi.mock('../../../../renderer/src/canvas', async () => (await import('../../canvasMock')).canvasModuleMock());

const renderCampaign = (store = campaignStore()) => renderApp(store);

beforeAll(() => giveElementsASize());
afterEach(cleanup);

describe('the campaign app', () => {
  it('shows the turn, round, active side and phase, and the armies on the map', () => {
    renderCampaign();
    expect(screen.getByTestId('turn-number').textContent).toBe('Turn 1');
    expect(screen.getByTestId('active-side').textContent).toContain('Red');
    expect(screen.getByTestId('phase-MOVE').getAttribute('aria-current')).toBe('step');
    expect(canvasProps.last!.armies?.map((a) => a.label)).toEqual(['R1', 'R2', 'R3', 'B1', 'B2', 'B3']);
  });

  it('describes the hovered hex as the campaign sees it, with the armies on it', () => {
    const { store, onMap } = renderCampaign();
    onMap(pointer('move', campaignOf(store).armies.entities['army-5']!.hex!));
    expect(screen.getByTestId('campaign-hex-info').textContent).toContain(
      'Blue player 2 · fresh · 2000 points',
    );
  });

  it('highlights the reachable hexes of a picked-up army and draws the path under the pointer', () => {
    const { store, onMap } = renderCampaign();
    const hex = campaignOf(store).armies.entities['army-1']!.hex!;
    onMap(pointer('down', hex));
    const overlay = canvasProps.last!.playOverlay!;
    expect(overlay.reachable.length).toBeGreaterThan(0);
    const target = overlay.reachable.at(-1)!;
    onMap(pointer('move', target));
    expect(canvasProps.last!.playOverlay!.path.at(-1)).toBe(target);
    expect(canvasProps.last!.playOverlay!.path[0]).toBe(hex);
    expect(canvasProps.last!.dragHex).toBe(target);
    expect(screen.getByTestId('allowance').textContent).toMatch(
      /Allowance \d = max\(1, D3 \d − penalty \d\) \+ bonus \d/,
    );
  });

  it('moves an army from the keyboard: pick it in the panel, choose its destination', () => {
    const { store } = renderCampaign();
    fireEvent.click(screen.getByTestId('pick-army-2'));
    const select = screen.getByTestId('destination-select') as HTMLSelectElement;
    const target = select.options[1]!.value;
    const before = campaignOf(store).armies.entities['army-2']!.hex;
    // Choosing in the list (as ArrowDown does) moves nothing; the Move button commits.
    fireEvent.change(select, { target: { value: target } });
    expect(campaignOf(store).armies.entities['army-2']!.hex).toBe(before);
    fireEvent.click(screen.getByTestId('move-button'));
    expect(campaignOf(store).armies.entities['army-2']!.hex).toBe(target);
  });

  it('moves the picked-up army to the hovered hex with Enter, and puts an army down with Escape', () => {
    const { store, onMap } = renderCampaign();
    const hex = campaignOf(store).armies.entities['army-1']!.hex!;
    onMap(pointer('down', hex));
    onMap(pointer('up', hex));
    const target = canvasProps.last!.playOverlay!.reachable[0]!;
    onMap(pointer('move', target));
    fireEvent.keyDown(screen.getByTestId('map-view'), { key: 'Enter' });
    expect(campaignOf(store).armies.entities['army-1']!.hex).toBe(target);
    fireEvent.click(screen.getByTestId('pick-army-2'));
    expect(store.getState().play.selectedArmyId).toBe('army-2');
    fireEvent.keyDown(screen.getByTestId('map-view'), { key: 'Escape' });
    expect(store.getState().play.selectedArmyId).toBeNull();
    // Escape puts the army down with the focus on the sidebar too.
    fireEvent.click(screen.getByTestId('pick-army-2'));
    fireEvent.keyDown(screen.getByTestId('pick-army-2'), { key: 'Escape' });
    expect(store.getState().play.selectedArmyId).toBeNull();
  });

  it('moves a keyboard hex cursor with the arrow keys and moves the picked-up army there with Enter', () => {
    const { store } = renderCampaign();
    fireEvent.click(screen.getByTestId('pick-army-1'));
    const campaign = campaignOf(store);
    const reachable = canvasProps.last!.playOverlay!.reachable;
    // A reachable hex with a map hex above it: the cursor starts above and steps down onto it.
    const target = reachable.find((hex) => cursorStep(campaign.map, hex, 'ArrowUp') !== null)!;
    const above = cursorStep(campaign.map, target, 'ArrowUp')!;
    expect(cursorStep(campaign.map, above, 'ArrowDown')).toBe(target);
    const view = screen.getByTestId('map-view');
    act(() => void store.dispatch(hexSelected(above)));
    fireEvent.keyDown(view, { key: 'ArrowDown' });
    expect(store.getState().view.selectedHex).toBe(target);
    expect(screen.getByTestId('campaign-hex-info').textContent).toContain(`Hex ${hexName(target)}`);
    fireEvent.keyDown(view, { key: 'Enter' });
    expect(campaignOf(store).armies.entities['army-1']!.hex).toBe(target);
  });

  it('shows a refusal with its rule ID', () => {
    const { store, onMap } = renderCampaign();
    onMap(pointer('down', campaignOf(store).armies.entities['army-5']!.hex!));
    expect(screen.getByTestId('play-message').textContent).toMatch(/TURN-2: /);
  });

  it('fights a battle from the panel: briefing, odds, tabletop entry, then the retreat choice', () => {
    const { store } = renderCampaign();
    act(() => {
      for (const command of battleCommands(campaignOf(store))) store.dispatch(issueCommand(command));
    });
    fireEvent.click(screen.getByTestId('go-on-button'));
    const panel = screen.getByTestId('battle-panel');
    expect(within(panel).getByTestId('battle-briefing').textContent).toContain('BRIEF-1');
    expect(within(panel).getByTestId('battle-odds').textContent).toContain('/36');
    expect((screen.getByTestId('go-on-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('tabletop-winner'), { target: { value: 'defender' } });
    fireEvent.change(screen.getByTestId('tabletop-level'), { target: { value: 'major' } });
    fireEvent.click(screen.getByTestId('tabletop-submit'));
    expect(screen.getByTestId('retreat-panel').dataset.army).toBe('army-3');
    expect(canvasProps.last!.playOverlay!.choices.length).toBeGreaterThan(0);
    expect(screen.getByTestId('go-on-reason').textContent).toMatch(/^RETREAT-4/);
    fireEvent.click(screen.getByTestId('retreat-auto'));
    expect(campaignOf(store).armies.entities['army-3']!.status).toBe('broken');
    expect(screen.getByTestId('turn-number').textContent).toBe('Turn 2');
  });

  it('resolves a battle by dice and shows the dice', () => {
    const { store } = renderCampaign();
    act(() => {
      for (const command of battleCommands(campaignOf(store))) store.dispatch(issueCommand(command));
    });
    fireEvent.click(screen.getByTestId('go-on-button'));
    fireEvent.change(screen.getByTestId('battle-method'), { target: { value: 'dice' } });
    fireEvent.click(screen.getByTestId('auto-resolve'));
    expect(screen.getByTestId('last-battle-dice').textContent).toMatch(
      /rolled \d → -?\d+;.*rolled \d → -?\d+/,
    );
  });

  it('resolves a battle with the physical dice the GM typed in (DICE-1..3)', () => {
    const { store } = renderCampaign();
    act(() => {
      for (const command of battleCommands(campaignOf(store))) store.dispatch(issueCommand(command));
    });
    fireEvent.click(screen.getByTestId('go-on-button'));
    fireEvent.change(screen.getByTestId('battle-method'), { target: { value: 'dice' } });
    fireEvent.click(screen.getByTestId('physical-dice'));
    // Issue 15: the rolls start empty and Resolve waits for both (never a silent 1 against 1).
    expect((screen.getByTestId('physical-attacker') as HTMLSelectElement).value).toBe('');
    expect((screen.getByTestId('physical-resolve') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('physical-attacker'), { target: { value: '6' } });
    expect(screen.getByTestId('physical-missing').textContent).toBe('Enter the defender roll.');
    expect((screen.getByTestId('physical-resolve') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('physical-defender'), { target: { value: '1' } });
    expect((screen.getByTestId('physical-resolve') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('physical-resolve'));
    const resolved = campaignOf(store).log.find((e) => e.type === 'BattleResolved');
    // Both fresh, the defender on a plain hex or not: 6 − (0 or 1) against 1 is a gap of 4 or 5, a massacre.
    expect(resolved?.payload).toMatchObject({ winner: 'attacker', level: 'massacre' });
    expect(screen.getByTestId('last-battle-dice').textContent).toMatch(/rolled 6 .* rolled 1 /);
  });

  it('filters the history and steps back into a read-only replay', () => {
    const { store } = renderCampaign();
    act(() => void store.dispatch(issueCommand({ type: 'EndMovePhase' })));
    fireEvent.click(screen.getByTestId('history-filter-dice'));
    const log = screen.getByTestId('event-log');
    expect([...log.querySelectorAll('li')].every((li) => li.textContent!.includes('D'))).toBe(true);
    fireEvent.click(screen.getByTestId('replay-back'));
    // The panel and the turn bar name the same side-turn (issue 15).
    expect(screen.getByTestId('replay-note').textContent).toContain('end of Turn 1 (Red)');
    expect(screen.getByTestId('replay-caption').textContent).toBe('end of Turn 1 (Red)');
    expect(screen.getByTestId('turn-number').textContent).toBe('Turn 1');
    expect((screen.getByTestId('go-on-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('replay-exit'));
    expect(screen.getByTestId('replay-turn').textContent).toBe('live');
  });

  it('sets a campaign up on a map without one (SETUP-1..8)', () => {
    const { store } = renderCampaign();
    act(() => void store.dispatch(documentReplaced({ mapDocument: demoMapDocument(), campaign: null })));
    expect(screen.getByTestId('setup-panel')).toBeTruthy();
    fireEvent.change(screen.getByTestId('setup-first-side'), { target: { value: 'side-blue' } });
    fireEvent.click(screen.getByTestId('setup-start'));
    expect(campaignOf(store).turn).toMatchObject({ number: 1, phase: 'MOVE', activeSideId: 'side-blue' });
    expect(screen.getByTestId('active-side').textContent).toContain('Blue');
  });

  it('places a fortress by clicking a highlighted hex on the map, and refuses an illegal one (SETUP-3)', () => {
    const { store, onMap } = renderCampaign();
    act(() => void store.dispatch(documentReplaced({ mapDocument: demoMapDocument(), campaign: null })));
    fireEvent.click(screen.getByTestId('place-fortress-p-alice'));
    const legal = canvasProps.last!.highlightHexes!;
    expect(legal.length).toBeGreaterThan(3);
    onMap(pointer('down', '15,0' as never));
    expect(screen.getByTestId('play-message').textContent).toMatch(/^SETUP-3: /);
    fireEvent.click(screen.getByTestId('place-fortress-p-alice'));
    onMap(pointer('down', legal[2]!));
    fireEvent.click(screen.getByTestId('setup-start'));
    const fortress = campaignOf(store).log.find(
      (e) => e.type === 'FortressPlaced' && e.payload.playerId === 'p-alice',
    );
    expect(fortress?.payload).toMatchObject({ hex: legal[2] });
  });

  it("places a player's armies by clicking next to the fortress (SETUP-4); the others are placed by BOT-1", () => {
    const { store, onMap } = renderCampaign();
    act(() => void store.dispatch(documentReplaced({ mapDocument: demoMapDocument(), campaign: null })));
    fireEvent.click(screen.getByTestId('place-armies-p-alice'));
    const legal = canvasProps.last!.highlightHexes!;
    const chosen = [legal[3]!, legal[1]!, legal[0]!];
    for (const hex of chosen) onMap(pointer('down', hex));
    expect(screen.getByTestId('armies-p-alice').textContent).toContain('(3 of 3)');
    fireEvent.click(screen.getByTestId('setup-start'));
    const alice = campaignOf(store)
      .armies.ids.map((id) => campaignOf(store).armies.entities[id]!)
      .filter((a) => a.ownerId === 'p-alice');
    expect(alice.map((a) => a.hex)).toEqual(chosen);
    expect(campaignOf(store).armies.ids).toHaveLength(12);
  });

  it('plays a player set to auto-play by the BOT policies, one command at a time (GEN-6)', async () => {
    vi.useFakeTimers();
    try {
      const { store } = renderCampaign();
      fireEvent.click(screen.getByTestId('autoplay-p-red'));
      expect(campaignOf(store).settings.autoPlay['p-red']).toBe(true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      // Red's side-turn went on without the GM; a tabletop battle would pause it (BOT-5).
      const log = campaignOf(store).log;
      expect(log.some((e) => e.type === 'MoveAllowanceRolled')).toBe(true);
      expect(log.some((e) => e.type === 'PhaseStarted' && e.payload.phase === 'FIGHT')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks the map editor while a campaign runs and explains why (SETUP-1)', () => {
    renderCampaign();
    fireEvent.click(screen.getByTestId('mode-map'));
    expect(screen.getByTestId('campaign-lock').textContent).toContain('SETUP-1');
    fireEvent.click(screen.getByTestId('abandon-campaign'));
    expect(screen.queryByTestId('campaign-lock')).toBeNull();
  });

  it('ends with a victory screen that says why in a sentence and closes with Esc (VICT-3, issue 15)', () => {
    const { store } = renderCampaign();
    const ended = runCampaign(campaignOf(store), { maxTurns: 200 });
    expect(ended.stop).toBe('ended');
    act(() => void store.dispatch(autoPlayed({ state: ended.state, commands: ended.commands, runId: 't' })));
    const reason = ended.state.result!.reason;
    expect(reason).toMatch(/^(Red|Blue) (has no armies left \(VICT-1\)|holds no fortress \(VICT-2\))/);
    expect(screen.getByTestId('victory-screen').textContent).toContain(reason);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('victory-screen')).toBeNull();
  });
});
