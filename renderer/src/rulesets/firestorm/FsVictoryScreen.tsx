import { useState } from 'react';
import { gloryOf, territoryCount } from '@shared/rulesets/firestorm';
import { useAppSelector } from '../../store/hooks';
import { selectFirestorm } from './fsSelectors';

/**
 * FS-GLORY-4: who won and why, over the board once the campaign has ended; the final standings below it. It can be
 * put aside to look at the map (the campaign stays ended).
 */
export function FsVictoryScreen() {
  const fs = useAppSelector(selectFirestorm);
  const [hiddenFor, setHiddenFor] = useState<unknown>(null);
  if (!fs || fs.status !== 'ended' || !fs.result || hiddenFor === fs) return null;
  const ids = typeof fs.result.winner === 'string' ? [fs.result.winner] : fs.result.winner;
  const winners = fs.factions.filter((f) => ids.includes(f.id));
  const names = winners.map((w) => w.name);
  const headline =
    names.length === 1
      ? `${names[0]} wins`
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} share the victory`;
  const standings = fs.factions
    .map((f) => ({ f, glory: gloryOf(fs, f), territories: territoryCount(fs, f.id) }))
    .sort((a, b) => b.glory - a.glory || b.territories - a.territories);
  const best = standings[0];
  const tieOnGlory = standings.filter((s) => s.glory === best?.glory).length > 1;
  return (
    <div className="dialog-backdrop" data-testid="fs-victory">
      <div className="dialog victory" role="dialog" aria-label="Campaign over">
        <h1>{headline}</h1>
        <p>
          At the end of turn {fs.result.turn}, {names.join(' and ')} reached {best?.glory} glory, at least 30
          (FS-GLORY-4)
          {tieOnGlory
            ? names.length === 1
              ? `; tied on glory, ${names[0]} holds the most territories (${best?.territories}).`
              : '; tied on glory and on territories, the victory is shared.'
            : ', the most of any faction.'}
        </p>
        <table className="fs-glory-table">
          <thead>
            <tr>
              <th>Faction</th>
              <th>Glory</th>
              <th>Territories</th>
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
          Look at the map
        </button>
      </div>
    </div>
  );
}
