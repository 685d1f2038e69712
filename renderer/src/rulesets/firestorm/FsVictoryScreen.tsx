import { useState } from 'react';
import { gloryOf, territoryCount } from '@shared/rulesets/firestorm';
import { useAppSelector } from '../../store/hooks';
import { selectFirestorm } from './fsSelectors';
import { formatList } from '@shared/i18n';
import { useTranslation } from '../../i18n';

/**
 * FS-GLORY-4: who won and why, over the board once the campaign has ended; the final standings below it. It can be
 * put aside to look at the map (the campaign stays ended).
 */
export function FsVictoryScreen() {
  const { t } = useTranslation('firestorm');
  const fs = useAppSelector(selectFirestorm);
  const [hiddenFor, setHiddenFor] = useState<unknown>(null);
  if (!fs || fs.status !== 'ended' || !fs.result || hiddenFor === fs) return null;
  const ids = typeof fs.result.winner === 'string' ? [fs.result.winner] : fs.result.winner;
  const winners = fs.factions.filter((f) => ids.includes(f.id));
  const names = winners.map((w) => w.name);
  const headline =
    names.length === 1
      ? t('victory.wins', { faction: names[0] })
      : t('victory.share', { factions: formatList(names) });
  const standings = fs.factions
    .map((f) => ({ f, glory: gloryOf(fs, f), territories: territoryCount(fs, f.id) }))
    .sort((a, b) => b.glory - a.glory || b.territories - a.territories);
  const best = standings[0];
  const tieOnGlory = standings.filter((s) => s.glory === best?.glory).length > 1;
  return (
    <div className="dialog-backdrop" data-testid="fs-victory">
      <div className="dialog victory" role="dialog" aria-label={t('victory.title')}>
        <h1>{headline}</h1>
        <p>
          {t(
            tieOnGlory
              ? names.length === 1
                ? 'victory.whyTerritories'
                : 'victory.whyShared'
              : 'victory.whyGlory',
            {
              turn: fs.result.turn,
              factions: formatList(names),
              glory: best?.glory,
              target: 30,
              rule: 'FS-GLORY-4',
              faction: names[0],
              territories: best?.territories,
            },
          )}
        </p>
        <table className="fs-glory-table">
          <thead>
            <tr>
              <th>{t('victory.faction')}</th>
              <th>{t('victory.glory')}</th>
              <th>{t('victory.territories')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.map(({ f, glory, territories }) => (
              <tr key={f.id}>
                <td>
                  <span className="swatch" style={{ background: f.color }} /> {f.name}
                </td>
                <td>{glory}</td>
                <td>{territories}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" onClick={() => setHiddenFor(fs)}>
          {t('victory.lookAtMap')}
        </button>
      </div>
    </div>
  );
}
