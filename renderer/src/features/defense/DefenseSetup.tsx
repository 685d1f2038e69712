import { useState } from 'react';
import {
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  DEFAULT_FACTION_FILES,
  parseDeck,
  type Deck,
  type DefenseConfig,
  type DefenseLaunch,
  type DefenseVariant,
  type Difficulty,
} from '@shared/rulesets/defense';
import { WinRateEstimate } from './WinRateEstimate';
import { NumberInput } from '../../components/NumberInput';

/** ANV-8 choices, a custom faction deck file, and the win rate auto-play predicts for them (issue 14). */
export function DefenseSetup(props: {
  onStart: (config: DefenseConfig) => void;
  errors: readonly string[];
  /** ANV-1: launched from a campaign settlement, whose side supplies the players. */
  launch: DefenseLaunch | null;
}) {
  const { launch } = props;
  const [chosenPlayers, setPlayers] = useState(2);
  const players = launch ? launch.players.length : chosenPlayers;
  const [affectsCampaign, setAffectsCampaign] = useState(false);
  const [difficulty, setDifficulty] = useState<Difficulty>(1);
  const [variant, setVariant] = useState<DefenseVariant>('standard');
  const [enemy, setEnemy] = useState(0);
  const [custom, setCustom] = useState<Deck | null>(null);
  const [deckErrors, setDeckErrors] = useState<string[]>([]);
  const [seed, setSeed] = useState(1);
  const decks = (): Deck[] =>
    DEFAULT_FACTION_DECKS.slice(0, players).map((d, i) => (i === 0 && custom ? custom : d));
  const openDeck = async (file: File | undefined) => {
    if (!file) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      return setDeckErrors([`${file.name} is not a JSON deck file`]);
    }
    const parsed = parseDeck(data);
    if (parsed.ok) {
      setCustom(parsed.deck);
      setDeckErrors([]);
    } else setDeckErrors(parsed.errors);
  };
  const saveDeck = () => {
    const blob = new Blob([JSON.stringify(DEFAULT_FACTION_FILES[0], null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${DEFAULT_FACTION_FILES[0]!.id}.deck.json`;
    a.click();
  };
  return (
    <section className="defense-setup" aria-label="New settlement defense">
      <h2>{launch ? `Defend ${launch.place}` : 'Settlement defense'}</h2>
      {launch && (
        <p data-testid="defense-launch">
          {launch.sideName} holds it: {launch.players.map((p) => p.name).join(', ')}{' '}
          {launch.players.length === 1 ? 'defends' : 'defend'} (ANV-1).{' '}
          <label>
            <input
              type="checkbox"
              data-testid="defense-affects-campaign"
              checked={affectsCampaign}
              onChange={(e) => setAffectsCampaign(e.target.checked)}
            />{' '}
            The result changes the campaign: if no city building stands at the end, the settlement becomes
            neutral (ANV-40)
          </label>
        </p>
      )}
      <label hidden={launch !== null}>
        Players{' '}
        <select
          data-testid="defense-players"
          value={players}
          onChange={(e) => setPlayers(Number(e.target.value))}
        >
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        War Cry difficulty{' '}
        <select value={difficulty} onChange={(e) => setDifficulty(Number(e.target.value) as Difficulty)}>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Variant{' '}
        <select value={variant} onChange={(e) => setVariant(e.target.value as DefenseVariant)}>
          <option value="standard">Standard</option>
          <option value="solo">Solo</option>
          <option value="beginner">Beginner</option>
        </select>
      </label>{' '}
      <label>
        Enemy{' '}
        <select value={enemy} onChange={(e) => setEnemy(Number(e.target.value))}>
          {DEFAULT_ENEMY_DECKS.map((d, i) => (
            <option key={d.id} value={i}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {' '}
        Seed <NumberInput value={seed} onValue={(n) => setSeed(n || 1)} style={{ width: '5em' }} />
      </label>
      <p>
        Player 1 deck: {custom ? custom.name : DEFAULT_FACTION_DECKS[0]!.name}{' '}
        <label className="button-like">
          Open deck file…{' '}
          <input type="file" accept=".json" hidden onChange={(e) => void openDeck(e.target.files?.[0])} />
        </label>{' '}
        <button type="button" onClick={saveDeck}>
          Save a deck file
        </button>
      </p>
      {deckErrors.length > 0 && (
        <ul className="defense-errors" role="alert">
          {deckErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <WinRateEstimate
        query={{
          players,
          difficulty,
          variant,
          enemyDecks: [DEFAULT_ENEMY_DECKS[enemy]!],
          factionDecks: decks(),
        }}
      />
      {props.errors.map((e) => (
        <p key={e} role="alert">
          {e}
        </p>
      ))}
      <button
        type="button"
        data-testid="defense-start"
        onClick={() =>
          props.onStart({
            seed,
            players: decks().map((deck, i) => ({
              id: launch ? launch.players[i]!.id : `P${i + 1}`,
              name: launch ? launch.players[i]!.name : `Player ${i + 1}`,
              deck,
            })),
            ...(launch ? { id: launch.defenseId, hex: launch.hex, settings: { affectsCampaign } } : {}),
            enemyDecks: [DEFAULT_ENEMY_DECKS[enemy]!],
            cityDeck: DEFAULT_CITY_DECK,
            difficulty,
            variant,
          })
        }
      >
        Start the defense
      </button>
    </section>
  );
}
