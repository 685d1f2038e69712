// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { demoMapDocument, firestormDemoState } from '@shared/document';
import { seatViewer } from '@shared/kernel';
import { runFirestormCampaign, type FsState } from '@shared/rulesets/firestorm';
import { documentReplaced } from '../../../../../renderer/src/document/document';
import { createAppStore } from '../../../../../renderer/src/app/store';
import { fsViewerChosen } from '../../../../../renderer/src/rulesets/firestorm/fsSlice';
import { ViewLock } from '../../../../../renderer/src/rulesets/firestorm/turn/ViewLock';

function show(campaign: FsState, seat?: string) {
  const store = createAppStore();
  store.dispatch(documentReplaced({ mapDocument: demoMapDocument(), campaign }));
  if (seat) store.dispatch(fsViewerChosen(seatViewer(seat)));
  render(
    <Provider store={store}>
      <ViewLock />
    </Provider>,
  );
}

describe('"Play as" (FS-ORDER-2) and the end of the campaign (FS-GLORY-4)', () => {
  afterEach(cleanup);
  const running = firestormDemoState(0);
  const ended = runFirestormCampaign(running, { maxTurns: 60 }).state;

  it('is offered while the campaign runs', () => {
    show(running);
    expect(screen.getByTestId('fs-lock-view')).toBeTruthy();
  });

  it('is no longer offered once there is a winner', () => {
    expect(ended.status).toBe('ended');
    show(ended);
    expect(screen.queryByTestId('fs-lock-view')).toBeNull();
  });

  it('still lets a view locked at the end be unlocked', () => {
    show(ended, ended.factions[0]!.id);
    expect(screen.getByTestId('fs-unlock')).toBeTruthy();
    expect(screen.queryByTestId('fs-lock-view')).toBeNull();
  });
});
