import { useAppSelector } from '../../store/hooks';
import { useTranslation } from '../../i18n';
import { FS_BAR_ITEMS } from './fsParts';
import { selectFirestorm, selectViewingFaction } from './fsSelectors';

/** The Firestorm turn bar: turn, step (FS-TURN-1) and whose eyes the screen is for; the turn side adds its items. */
export function FsBar() {
  const { t } = useTranslation('firestorm');
  const fs = useAppSelector(selectFirestorm);
  const seat = useAppSelector(selectViewingFaction);
  if (!fs)
    return (
      <div className="turn-bar" data-testid="turn-bar">
        <span className="muted">{t('bar.noCampaign')}</span>
      </div>
    );
  return (
    <div className="turn-bar" data-testid="turn-bar" data-step={fs.turn.step}>
      <strong data-testid="fs-turn">
        {fs.turn.number === 0 ? t('bar.beforeFirstTurn') : t('bar.turn', { number: fs.turn.number })}
      </strong>
      <span className="muted" data-testid="fs-step">
        {t(`steps.${fs.turn.step}`)}
      </span>
      <span className="side-chip" data-testid="fs-viewer" style={{ borderColor: seat?.color }}>
        {seat ? (
          <>
            <span className="swatch" style={{ background: seat.color }} />{' '}
            {t('bar.factionView', { name: seat.name })}
          </>
        ) : (
          t('bar.gmView')
        )}
      </span>
      {FS_BAR_ITEMS.map((Item, i) => (
        <Item key={i} />
      ))}
    </div>
  );
}
