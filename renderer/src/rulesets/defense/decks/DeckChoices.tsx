import type { DeckFileInput, DeckKind } from '@shared/rulesets/defense';
import { deckOptions } from './deckOptions';
import { useTranslation } from '../../../i18n';

function DeckSelect(props: {
  kind: DeckKind;
  label: string;
  testId: string;
  value: string;
  yours: readonly DeckFileInput[];
  onChange: (key: string) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select data-testid={props.testId} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {deckOptions(props.kind, props.yours).map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** ANV-8 step 1 and ANV-37: each player's faction deck, the enemy deck and the city-building deck of a new game. */
export function DeckChoices(props: {
  playerNames: readonly string[];
  yours: readonly DeckFileInput[];
  faction: readonly string[];
  enemy: string;
  city: string;
  onFaction: (player: number, key: string) => void;
  onEnemy: (key: string) => void;
  onCity: (key: string) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('defense');
  return (
    <fieldset className="defense-decks" data-testid="defense-decks">
      <legend>{t('setup.decks')}</legend>
      {props.playerNames.map((name, i) => (
        <DeckSelect
          key={i}
          kind="faction"
          label={name}
          testId={`defense-deck-${i + 1}`}
          value={props.faction[i]!}
          yours={props.yours}
          onChange={(key) => props.onFaction(i, key)}
        />
      ))}
      <DeckSelect
        kind="enemy"
        label={t('setup.enemyDeck')}
        testId="defense-enemy-deck"
        value={props.enemy}
        yours={props.yours}
        onChange={props.onEnemy}
      />
      <DeckSelect
        kind="city"
        label={t('setup.cityDeck')}
        testId="defense-city-deck"
        value={props.city}
        yours={props.yours}
        onChange={props.onCity}
      />
      <button type="button" data-testid="defense-edit-decks" onClick={props.onEdit}>
        {t('setup.editDecks')}
      </button>
    </fieldset>
  );
}
