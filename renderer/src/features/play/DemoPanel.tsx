import { demoHexmarchDocument, skirmishHexmarchDocument } from '@shared/document';
import { useAppDispatch } from '../../app/hooks';
import { documentOpened } from '../document/documentSlice';

/** The built-in campaigns: the demo (30 × 20, two players a side) and a skirmish with armies in contact. */
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
      </div>
    </section>
  );
}
