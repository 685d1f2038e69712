import { demoHexmarchDocument, demoMapDocument, skirmishHexmarchDocument } from '@shared/document';
import { useAppDispatch } from '../../app/hooks';
import { documentOpened } from '../document/documentSlice';

/**
 * The built-in documents: the demo campaign (30 × 20, two players a side), a skirmish with armies in contact, and
 * the demo map alone (to edit, or to set a new campaign up on). Opening one starts a fresh undo history.
 */
export function DemoPanel() {
  const dispatch = useAppDispatch();
  return (
    <section className="panel" data-testid="demo-panel">
      <h2>Demos</h2>
      <div className="army-list">
        <button
          type="button"
          data-testid="open-demo"
          onClick={() => dispatch(documentOpened(demoHexmarchDocument()))}
        >
          Demo campaign
        </button>
        <button
          type="button"
          data-testid="open-skirmish"
          onClick={() => dispatch(documentOpened(skirmishHexmarchDocument()))}
        >
          Skirmish (8 × 8)
        </button>
        <button
          type="button"
          data-testid="open-demo-map"
          title="The demo map with no campaign, ready to edit or to set up a new campaign on"
          onClick={() => dispatch(documentOpened({ mapDocument: demoMapDocument(), campaign: null }))}
        >
          Demo map only
        </button>
      </div>
    </section>
  );
}
