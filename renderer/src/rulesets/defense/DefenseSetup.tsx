import { useDropTarget } from '../../kit/fileDrop/dropTargets';
import { useState } from 'react';
import {
  DEFAULT_CITY_FILE,
  DEFAULT_ENEMY_FILES,
  DEFAULT_FACTION_FILES,
  type DeckFileInput,
  type DefenseConfig,
  type DefenseLaunch,
  type DefenseVariant,
  type Difficulty,
} from '@shared/rulesets/defense';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DeckChoices } from './decks/DeckChoices';
import { DeckEditor } from './decks/DeckEditor';
import { chosenDeck, shippedKey, yoursKey } from './decks/deckOptions';
import { deckKept } from './defenseSlice';
import { WinRateEstimate } from './WinRateEstimate';
import { NumberInput } from '../../kit/NumberInput';
import { useTranslation } from '../../i18n';

/** ANV-8 choices, the decks (shipped or the GM's own, issue 14), and the win rate auto-play predicts for them. */
export function DefenseSetup(props: {
  onStart: (config: DefenseConfig) => void;
  errors: readonly string[];
  /** ANV-1: launched from a campaign settlement, whose side supplies the players. */
  launch: DefenseLaunch | null;
}) {
  const { launch } = props;
  const { t } = useTranslation('defense');
  const dispatch = useAppDispatch();
  const yours = useAppSelector((state) => state.defense.decks);
  const [chosenPlayers, setPlayers] = useState(2);
  const players = launch ? launch.players.length : chosenPlayers;
  const names = Array.from(
    { length: players },
    (_, i) => launch?.players[i]!.name ?? t('setup.player', { n: i + 1 }),
  );
  const [affectsCampaign, setAffectsCampaign] = useState(false);
  const [difficulty, setDifficulty] = useState<Difficulty>(1);
  const [variant, setVariant] = useState<DefenseVariant>('standard');
  const [factionKeys, setFactionKeys] = useState(() => DEFAULT_FACTION_FILES.map(shippedKey));
  const [enemyKey, setEnemyKey] = useState(shippedKey(DEFAULT_ENEMY_FILES[0]!));
  const [cityKey, setCityKey] = useState(shippedKey(DEFAULT_CITY_FILE));
  const [editing, setEditing] = useState(false);
  // A deck file dropped onto the setup opens the deck editor with it (issue 32).
  const [droppedDeck, setDroppedDeck] = useState<File | null>(null);
  useDropTarget(
    'deck',
    (file) => {
      setDroppedDeck(file);
      setEditing(true);
    },
    !editing,
  );
  const [seed, setSeed] = useState(1);
  const setFaction = (player: number, key: string) =>
    setFactionKeys(factionKeys.map((k, i) => (i === player ? key : k)));
  const decks = () => factionKeys.slice(0, players).map((key) => chosenDeck('faction', key, yours));
  const enemyDecks = () => [chosenDeck('enemy', enemyKey, yours)];
  const cityDeck = () => chosenDeck('city', cityKey, yours);
  /** Decision: a deck the GM keeps is chosen at once, for Player 1 when it is a faction deck. */
  const keep = (file: DeckFileInput) => {
    dispatch(deckKept(file));
    const key = yoursKey(file);
    if (file.deck === 'faction') setFaction(0, key);
    else if (file.deck === 'enemy') setEnemyKey(key);
    else setCityKey(key);
  };
  if (editing)
    return (
      <DeckEditor
        yours={yours}
        onKeep={keep}
        openFirst={droppedDeck}
        onClose={() => {
          setEditing(false);
          setDroppedDeck(null);
        }}
      />
    );
  return (
    <section className="defense-setup" aria-label={t('setup.ariaLabel')}>
      <h2>{launch ? t('setup.titleLaunch', { place: launch.place }) : t('setup.title')}</h2>
      {launch && (
        <p data-testid="defense-launch">
          {t('setup.holds', {
            side: launch.sideName,
            players: launch.players.map((p) => p.name).join(', '),
            count: launch.players.length,
            rule: 'ANV-1',
          })}{' '}
          <label>
            <input
              type="checkbox"
              data-testid="defense-affects-campaign"
              checked={affectsCampaign}
              onChange={(e) => setAffectsCampaign(e.target.checked)}
            />{' '}
            {launch.ruleset === 'firestorm'
              ? t('setup.affectsFirestorm', { rule: 'ANV-40' })
              : t('setup.affects', { rule: 'ANV-40' })}
          </label>
        </p>
      )}
      <label hidden={launch !== null}>
        {t('setup.players')}{' '}
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
      <label title={t('setup.difficultyTooltip', { rules: 'ANV-8, ANV-38' })}>
        {t('setup.difficulty')}{' '}
        <select value={difficulty} onChange={(e) => setDifficulty(Number(e.target.value) as Difficulty)}>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('setup.variant')}{' '}
        <select value={variant} onChange={(e) => setVariant(e.target.value as DefenseVariant)}>
          <option value="standard">{t('setup.variants.standard')}</option>
          <option value="solo">{t('setup.variants.solo')}</option>
          <option value="beginner">{t('setup.variants.beginner')}</option>
        </select>
      </label>{' '}
      <label>
        {' '}
        {t('setup.seed')}{' '}
        <NumberInput value={seed} onValue={(n) => setSeed(n || 1)} style={{ width: '5em' }} />
      </label>
      <DeckChoices
        playerNames={names}
        yours={yours}
        faction={factionKeys}
        enemy={enemyKey}
        city={cityKey}
        onFaction={setFaction}
        onEnemy={setEnemyKey}
        onCity={setCityKey}
        onEdit={() => setEditing(true)}
      />
      <WinRateEstimate
        query={{
          players,
          difficulty,
          variant,
          enemyDecks: enemyDecks(),
          factionDecks: decks(),
          cityDeck: cityDeck(),
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
              name: names[i]!,
              deck,
            })),
            ...(launch ? { id: launch.defenseId, hex: launch.hex, settings: { affectsCampaign } } : {}),
            enemyDecks: enemyDecks(),
            cityDeck: cityDeck(),
            difficulty,
            variant,
          })
        }
      >
        {t('setup.start')}
      </button>
    </section>
  );
}
