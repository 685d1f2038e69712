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
import { factionLook } from '../canvas/territoryBoard';
import { selectFirestorm } from '../fsSelectors';
import { GloryChart } from './GloryChart';
import { gloryHistory } from './gloryHistory';

/**
 * Glory and victory (FS-GLORY-1..4): a table of each faction's glory (held + banked), territories, Build Points and
 * banners, highest glory first, and charts of glory and territory count over the turns.
 */
export function FsGloryPanel() {
  const fs = useAppSelector(selectFirestorm);
  const history = useMemo(() => (fs ? gloryHistory(fs) : []), [fs]);
  if (!fs) return null;
  const rows = fs.factions
    .map((f, index) => ({ f, index, glory: gloryOf(fs, f), held: heldGlory(fs, f.id) }))
    .sort((a, b) => b.glory - a.glory || a.index - b.index);
  return (
    <section className="panel fs-glory" data-testid="fs-glory">
      <h2>Glory</h2>
      <table className="fs-glory-table">
        <thead>
          <tr>
            <th>Faction</th>
            <th title="Held now (FS-GLORY-1) + banked from battles (FS-GLORY-2); 30 wins (FS-GLORY-4)">
              Glory
            </th>
            <th title="Territories held (FS-MAP-4)">Land</th>
            <th title="Build Points to spend">BP</th>
            <th title="Banners on the map / allowed (FS-MULTI-1)">Banners</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ f, index, glory, held }) => (
            <tr key={f.id} data-testid="fs-glory-row" data-faction={f.name}>
              <td>
                <span
                  className="swatch"
                  style={{ background: f.color }}
                  title={factionLook(index).patternName}
                />{' '}
                {f.name}
              </td>
              <td title={`${held} held + ${f.gloryBanked} banked`}>
                <strong>{glory}</strong>
                {f.gloryBanked > 0 && <span className="muted"> ({f.gloryBanked} banked)</span>}
              </td>
              <td>{territoryCount(fs, f.id)}</td>
              <td>{f.buildPoints}</td>
              <td>
                {factionBanners(fs, f.id).length} / {allowedBanners(fs, f)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <GloryChart
        title="Glory over the turns"
        testId="fs-glory-chart"
        factions={fs.factions}
        points={history}
        value={(p, id) => p.glory[id] ?? 0}
        threshold={VICTORY_GLORY}
      />
      <GloryChart
        title="Territories over the turns"
        testId="fs-territory-chart"
        factions={fs.factions}
        points={history}
        value={(p, id) => p.territories[id] ?? 0}
      />
    </section>
  );
}
