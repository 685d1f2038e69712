import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { factionLook } from './canvas/territoryBoard';
import { MARK_COLORS } from './canvas/drawTerritoryMarks';
import { ITEM_NAMES } from './fsNames';
import { selectFirestorm } from './fsSelectors';
import { fsLegendToggled } from './fsSlice';
import { useTranslation } from '../../i18n';

/**
 * The legend of the Firestorm board: every mark the map draws, in the GM's words. Factions are told apart by colour,
 * pattern and border style together (readable in greyscale and for colour-blind players).
 */
export function FsLegend() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.firestorm.legendOpen);
  const fs = useAppSelector(selectFirestorm);
  const draft = useAppSelector((state) => state.firestorm.setupDraft);
  const factions = fs ? fs.factions : draft.factions;
  return (
    <section className="panel fs-legend" data-testid="fs-legend">
      <h2>
        <button
          type="button"
          className="link"
          aria-expanded={open}
          onClick={() => dispatch(fsLegendToggled())}
        >
          {t('legend.title')} {open ? '▾' : '▸'}
        </button>
      </h2>
      {open && (
        <ul className="legend-list">
          {factions.map((f, i) => (
            <li key={i}>
              <FactionSwatch color={f.color} index={i} />{' '}
              {t('legend.faction', {
                name: f.name,
                pattern: factionLook(i).patternName,
                border: factionLook(i).borderName,
              })}
            </li>
          ))}
          <li>
            <svg width="22" height="18" aria-hidden="true">
              <polygon
                points="11,1 13.5,7 20,7 15,11 17,17 11,13.5 5,17 7,11 2,7 8.5,7"
                fill={MARK_COLORS.special}
                stroke="#1d1d1d"
              />
            </svg>{' '}
            {t('legend.special')}
          </li>
          <li>
            <svg width="22" height="18" aria-hidden="true">
              <rect x="2" y="1" width="12" height="9" fill="#888" stroke="#1d1d1d" />
              <line x1="2" y1="1" x2="2" y2="17" stroke="#1d1d1d" strokeWidth="2" />
              <rect x="1" y="10" width="18" height="7" fill="#fff" stroke="#1d1d1d" />
            </svg>{' '}
            {t('legend.banner')}
          </li>
          <li>
            <span className="legend-badge dark">z</span> {t('legend.fatigued')}
          </li>
          <li>
            <svg width="22" height="18" aria-hidden="true">
              <path d="M3 2 L19 16 M19 2 L3 16" stroke={MARK_COLORS.battle} strokeWidth="3" />
            </svg>{' '}
            {t('legend.battle')}
          </li>
          <li>
            <svg width="22" height="18" aria-hidden="true">
              <circle
                cx="11"
                cy="9"
                r="7"
                fill="none"
                stroke={MARK_COLORS.battle}
                strokeWidth="2.5"
                strokeDasharray="3 2"
              />
            </svg>{' '}
            {t('legend.siege')}
          </li>
          <li>
            <svg width="22" height="18" aria-hidden="true">
              <path d="M2 9 L15 9" stroke="#1d1d1d" strokeWidth="2.5" />
              <path d="M14 4 L20 9 L14 14 Z" fill="#1d1d1d" />
            </svg>{' '}
            {t('legend.order')}
          </li>
          {Object.values(ITEM_NAMES).map((item) => (
            <li key={item.badge}>
              <span className="legend-badge">{item.badge}</span> {item.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A small square in the faction's colour with its pattern and border, as the map draws its territories. */
export function FactionSwatch({ color, index }: { color: string; index: number }) {
  const look = factionLook(index);
  return (
    <svg width="22" height="18" aria-hidden="true" className="faction-swatch">
      <rect
        x="2"
        y="2"
        width="18"
        height="14"
        fill={color}
        fillOpacity="0.45"
        stroke="#1d1d1d"
        strokeWidth="3"
      />
      <rect
        x="2"
        y="2"
        width="18"
        height="14"
        fill="none"
        stroke={color}
        strokeWidth="2"
        strokeDasharray={look.dash.map((d) => d / 2).join(' ')}
      />
      {look.pattern === 'lines' && <path d="M6 14 L11 4 M11 14 L16 4" stroke="#1d1d1d" strokeWidth="1.2" />}
      {look.pattern === 'dots' && (
        <g fill="#1d1d1d">
          <circle cx="8" cy="9" r="1.5" />
          <circle cx="14" cy="9" r="1.5" />
        </g>
      )}
      {look.pattern === 'crosses' && <path d="M8 5 L14 13 M14 5 L8 13" stroke="#1d1d1d" strokeWidth="1.2" />}
    </svg>
  );
}
