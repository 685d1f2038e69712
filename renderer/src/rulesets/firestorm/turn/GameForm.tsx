import { useState } from 'react';
import type { Battle, FsCommand, FsResult, FsState } from '@shared/rulesets/firestorm';
import { bannerById, factionById } from '@shared/rulesets/firestorm';
import { RESULT_NAMES } from './fsWords';
import { useTranslation } from '../../../i18n';

const RESULTS = Object.keys(RESULT_NAMES) as FsResult[];

function sidePlayers(state: FsState, battle: Battle, side: 'attacker' | 'defender'): string[] {
  const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
  const banner = bannerId ? bannerById(state, bannerId) : undefined;
  if (banner) return [...banner.playerIds];
  return [...(factionById(state, battle.defender.factionId)?.playerIds ?? [])];
}

/**
 * FS-BATTLE-2: one tabletop game of a battle: who played on each side (the banner's players by default), the
 * result for the attacker, and whether a side was tabled (FS-AGG-5).
 */
export function GameForm({
  state,
  battle,
  issue,
}: {
  state: FsState;
  battle: Battle;
  issue: (c: FsCommand) => boolean;
}) {
  const { t } = useTranslation('fsTurn');
  const all = {
    attacker: sidePlayers(state, battle, 'attacker'),
    defender: sidePlayers(state, battle, 'defender'),
  };
  const [players, setPlayers] = useState(all);
  const [result, setResult] = useState<FsResult>('minorVictory');
  const [tabled, setTabled] = useState({ attacker: false, defender: false });
  const record = () => {
    const ok = issue({
      type: 'RecordGame',
      battle: battle.hex,
      game: {
        attackerPlayers: players.attacker,
        defenderPlayers: players.defender,
        result,
        attackerTabled: tabled.attacker,
        defenderTabled: tabled.defender,
      },
    });
    if (ok) setTabled({ attacker: false, defender: false });
  };
  return (
    <fieldset className="fs-game-form" data-testid="fs-game-form">
      <legend>
        {/* SIEGE-15: the Final Assault is the siege's one game. */}
        {battle.kind === 'firestormSiege'
          ? t('gameForm.recordAssault')
          : t('gameForm.recordGameNumber', { number: battle.games.length + 1 })}
      </legend>
      {(['attacker', 'defender'] as const).map((side) => (
        <div key={side} className="field">
          <span>{t(`gameForm.${side}`)}</span>
          {all[side].map((p) => (
            <label key={p} className="check">
              <input
                type="checkbox"
                checked={players[side].includes(p)}
                onChange={(e) =>
                  setPlayers({
                    ...players,
                    [side]: e.target.checked ? [...players[side], p] : players[side].filter((x) => x !== p),
                  })
                }
              />
              {p}
            </label>
          ))}
          <label className="check">
            <input
              type="checkbox"
              data-testid={`fs-tabled-${side}`}
              checked={tabled[side]}
              onChange={(e) => setTabled({ ...tabled, [side]: e.target.checked })}
            />
            {t('gameForm.tabled')}
          </label>
        </div>
      ))}
      <label className="field">
        <span>{t('gameForm.result')}</span>
        <select
          data-testid="fs-game-result"
          value={result}
          onChange={(e) => setResult(e.target.value as FsResult)}
        >
          {RESULTS.map((r) => (
            <option key={r} value={r}>
              {RESULT_NAMES[r]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="primary" data-testid="fs-record-game" onClick={record}>
        {t('gameForm.record')}
      </button>
    </fieldset>
  );
}
