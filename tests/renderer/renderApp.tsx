import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { App } from '../../renderer/src/App';
import type { AppStore } from '../../renderer/src/app/store';
import type { HexPointer } from '../../renderer/src/editor/hexPointer';
import { canvasProps } from './canvasMock';

/**
 * Renders the whole app on `store` with the canvas mocked (tests call vi.mock with canvasModuleMock), and returns
 * `onMap`, which feeds a pointer event to the map as the real canvas would.
 */
export function renderApp(store: AppStore) {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  const onMap = (event: HexPointer) => act(() => canvasProps.last!.onHexPointer(event));
  return { store, onMap };
}
