import {
  demoHexmarchDocument,
  firestormDemoDocument,
  demoMapDocument,
  skirmishHexmarchDocument,
  type HexmarchDocument,
} from '@shared/document';
import { useAppDispatch } from '../store/hooks';
import { replaceDocument } from '../document/replaceDocument';

const DEMOS: readonly { testId: string; label: string; title?: string; make: () => HexmarchDocument }[] = [
  { testId: 'open-demo', label: 'Demo campaign', make: demoHexmarchDocument },
  { testId: 'open-skirmish', label: 'Skirmish (8 × 8)', make: skirmishHexmarchDocument },
  {
    testId: 'open-firestorm-demo',
    label: 'Firestorm demo',
    title: 'Four factions on the demo map, six turns in, giving their secret orders',
    make: () => firestormDemoDocument(),
  },
  {
    testId: 'open-demo-map',
    label: 'Demo map only',
    title: 'The demo map with no campaign, ready to edit or to set up a new campaign on',
    make: () => ({ mapDocument: demoMapDocument(), campaign: null }),
  },
];

/**
 * The built-in documents: the demo campaign (30 × 20, two players a side), a skirmish with armies in contact, and
 * the demo map alone (to edit, or to set a new campaign up on). Opening one asks first when there are unsaved
 * changes, gives an Untitled document, and keeps what was open one Undo away (issue 9).
 */
export function DemoPanel() {
  const dispatch = useAppDispatch();
  const open = (label: string, make: () => HexmarchDocument) =>
    void dispatch(
      replaceDocument({
        what: `Opening the ${label} demo`,
        undoable: true,
        load: () => ({ document: make() }),
      }),
    );
  return (
    <section className="panel" data-testid="demo-panel">
      <h2>Demos</h2>
      <div className="army-list">
        {DEMOS.map((demo) => (
          <button
            key={demo.testId}
            type="button"
            data-testid={demo.testId}
            title={demo.title}
            onClick={() => open(demo.label, demo.make)}
          >
            {demo.label}
          </button>
        ))}
      </div>
    </section>
  );
}
