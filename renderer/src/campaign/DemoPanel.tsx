import {
  demoHexmarchDocument,
  firestormDemoDocument,
  demoMapDocument,
  skirmishHexmarchDocument,
  type HexmarchDocument,
} from '@shared/document';
import { useAppDispatch } from '../store/hooks';
import { replaceDocument } from '../document/replaceDocument';
import { t, type TKey } from '@shared/i18n';

const DEMOS: readonly { testId: string; label: TKey; title?: TKey; make: () => HexmarchDocument }[] = [
  { testId: 'open-demo', label: 'campaign:demos.demo', make: demoHexmarchDocument },
  { testId: 'open-skirmish', label: 'campaign:demos.skirmish', make: skirmishHexmarchDocument },
  {
    testId: 'open-firestorm-demo',
    label: 'campaign:demos.firestorm',
    title: 'campaign:demos.firestormTooltip',
    make: () => firestormDemoDocument(),
  },
  {
    testId: 'open-demo-map',
    label: 'campaign:demos.mapOnly',
    title: 'campaign:demos.mapOnlyTooltip',
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
        what: t('campaign:demos.opening', { demo: label }),
        undoable: true,
        load: () => ({ document: make() }),
      }),
    );
  return (
    <section className="panel" data-testid="demo-panel">
      <h2>{t('campaign:demos.title')}</h2>
      <div className="army-list">
        {DEMOS.map((demo) => (
          <button
            key={demo.testId}
            type="button"
            data-testid={demo.testId}
            title={demo.title && t(demo.title)}
            onClick={() => open(t(demo.label), demo.make)}
          >
            {t(demo.label)}
          </button>
        ))}
      </div>
    </section>
  );
}
