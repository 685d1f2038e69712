import { useMemo } from 'react';
import {
  allowedBanners,
  factionBanners,
  gloryOf,
  heldGlory,
  territoryCount,
  VICTORY_GLORY,
} from '@shared/rulesets/firestorm';
import { useAppSelector } from '../../../store/hooks';
import { useTranslation } from '../../../i18n';
import { factionLook } from '../canvas/territoryBoard';
import { selectFirestorm } from '../fsSelectors';
import { GloryChart } from './GloryChart';
import { gloryHistory } from './gloryHistory';
import { formatNumber } from '@shared/i18n';

/**
 * Glory and victory (FS-GLORY-1..4): a table of each faction's glory (held + banked), territories, Build Points and
 * banners, highest glory first, and charts of glory and territory count over the turns.
 */
export function FsGloryPanel() {
  const { t } = useTranslation(['fsSiege', 'firestorm']);
  const fs = useAppSelector(selectFirestorm);
  const history = useMemo(() => (fs ? gloryHistory(fs) : []), [fs]);
  if (!fs) return null;
  const rows = fs.factions
    .map((f, index) => ({ f, index, glory: gloryOf(fs, f), held: heldGlory(fs, f.id) }))
    .sort((a, b) => b.glory - a.glory || a.index - b.index);
  return (
    <section className="panel fs-glory" data-testid="fs-glory">
      <h2>{t('glory.title')}</h2>
      <table className="fs-glory-table">
        <thead>
          <tr>
            <th>{t('glory.faction')}</th>
            <th title={t('glory.gloryTooltip', { target: VICTORY_GLORY })}>{t('glory.glory')}</th>
            <th title={t('glory.landTooltip')}>{t('glory.land')}</th>
            <th title={t('glory.bpTooltip')}>{t('glory.bp')}</th>
            <th title={t('glory.bannersTooltip')}>{t('glory.banners')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ f, index, glory, held }) => (
            <tr key={f.id} data-testid="fs-glory-row" data-faction={f.name}>
              <td>
                <span
                  className="swatch"
                  style={{ background: f.color }}
                  title={t(`firestorm:looks.${factionLook(index).pattern}`)}
                />{' '}
                {f.name}
              </td>
              <td title={t('glory.heldBanked', { held, banked: f.gloryBanked })}>
                <strong>{formatNumber(glory)}</strong>
                {f.gloryBanked > 0 && (
                  <span className="muted"> {t('glory.banked', { banked: f.gloryBanked })}</span>
                )}
              </td>
              <td>{formatNumber(territoryCount(fs, f.id))}</td>
              <td>{formatNumber(f.buildPoints)}</td>
              <td>
                {t('glory.bannerCount', {
                  on: factionBanners(fs, f.id).length,
                  allowed: allowedBanners(fs, f),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <GloryChart
        title={t('glory.chartGlory')}
        testId="fs-glory-chart"
        factions={fs.factions}
        points={history}
        value={(p, id) => p.glory[id] ?? 0}
        threshold={VICTORY_GLORY}
      />
      <GloryChart
        title={t('glory.chartTerritories')}
        testId="fs-territory-chart"
        factions={fs.factions}
        points={history}
        value={(p, id) => p.territories[id] ?? 0}
      />
    </section>
  );
}
