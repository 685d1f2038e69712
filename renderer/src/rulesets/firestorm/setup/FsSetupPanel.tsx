import { hexName } from '@shared/hex';
import { useState } from 'react';
import { createFirestormCampaign, type Alliance, type FactionTag } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { factionLook } from '../canvas/territoryBoard';
import { selectDocument } from '../../../document/map/selectors';
import { campaignCreated, freshSeed } from '../../../campaign/campaignActions';
import { ALLIANCES, FACTION_COLORS, TAG_NAMES } from '../fsNames';
import { fsSetupDraftChanged, fsSetupPlacingChosen } from '../fsSlice';
import { draftProblems, draftSeed, fsSetupInput, newFaction, type FactionDraft } from './fsSetupDraft';
import { FsSetupOptions } from './FsSetupOptions';
import { selectSetupTowers } from './fsSetupBoard';
import { SpecialsForm } from './SpecialsForm';
import { FsSetupFigures } from './FsSetupFigures';
import { NumberInput } from '../../../kit/NumberInput';
import { useTranslation } from '../../../i18n';

/**
 * Firestorm setup (FS-SETUP-1..6, FS-MAP-3): 2–4 factions with name, colour, grand alliance, race tags and players;
 * their start territories as FS-SETUP-3 places them, shown on the map at once and movable by a click; special
 * territories tagged on the map. The engine checks everything at Start; its refusals are listed with rule IDs.
 */
export function FsSetupPanel() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const mapDocument = useAppSelector(selectDocument);
  const draft = useAppSelector((state) => state.firestorm.setupDraft);
  const placing = useAppSelector((state) => state.firestorm.setupPlacing);
  const towers = useAppSelector(selectSetupTowers);
  const [refusals, setRefusals] = useState<string[]>([]);
  const problems = [...draftProblems(draft), ...refusals];
  const setDraft = (change: Partial<typeof draft>) => {
    setRefusals([]);
    dispatch(fsSetupDraftChanged({ ...draft, ...change }));
  };
  const setFaction = (index: number, change: Partial<FactionDraft>) =>
    setDraft({ factions: draft.factions.map((f, i) => (i === index ? { ...f, ...change } : f)) });
  const start = () => {
    if (draftProblems(draft).length > 0) return;
    const input = fsSetupInput(draft, mapDocument);
    const checked = createFirestormCampaign({ ...input, seed: 0 });
    if (!checked.ok) return setRefusals([...checked.error]);
    // FS-SETUP-1..6: the campaign is made here with its fresh seed (GEN-5), never in the reducer.
    const made = createFirestormCampaign({ ...input, seed: draftSeed(draft) ?? freshSeed() });
    if (!made.ok) return setRefusals([...made.error]);
    dispatch(campaignCreated(made.value));
  };
  return (
    <section className="panel fs-setup" data-testid="fs-setup">
      <h2>{t('setup.title')}</h2>
      <label className="field">
        {t('setup.campaignName')}{' '}
        <input
          value={draft.name}
          onChange={(e) => setDraft({ name: e.target.value })}
          data-testid="fs-name"
        />
      </label>
      <label className="field" title={t('setup.bannerPointsTooltip', { rule: 'FS-SETUP-4' })}>
        {t('setup.bannerPoints')}{' '}
        <NumberInput
          min={100}
          step={100}
          value={draft.bannerPoints}
          onValue={(n) => setDraft({ bannerPoints: n })}
        />
      </label>
      <h3>{t('setup.factions', { number: draft.factions.length })}</h3>
      {draft.factions.map((faction, i) => (
        <fieldset key={i} className="fs-faction" data-testid={`fs-faction-${i + 1}`}>
          <legend>
            <span className="swatch" style={{ background: faction.color }} />{' '}
            {t('setup.factionLegend', { number: i + 1 })} {t(`looks.${factionLook(i).pattern}`)}
          </legend>
          <label className="field">
            {t('setup.name')}{' '}
            <input
              value={faction.name}
              aria-label={t('setup.factionName', { number: i + 1 })}
              onChange={(e) => setFaction(i, { name: e.target.value })}
            />
          </label>
          <label className="field">
            {t('setup.colour')}{' '}
            <select
              aria-label={t('setup.factionColour', { number: i + 1 })}
              value={faction.color}
              onChange={(e) => setFaction(i, { color: e.target.value })}
            >
              {FACTION_COLORS.map((c) => (
                <option key={c.color} value={c.color}>
                  {t(`colours.${COLOUR_KEYS[c.name]}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field" title={t('setup.allianceTooltip', { rule: 'FS-SETUP-2' })}>
            {t('setup.alliance')}{' '}
            <select
              aria-label={t('setup.factionAlliance', { number: i + 1 })}
              value={faction.alliance}
              onChange={(e) => setFaction(i, { alliance: e.target.value as Alliance })}
            >
              {ALLIANCES.map((a) => (
                <option key={a} value={a}>
                  {t(`alliances.${a}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="field" title={t('setup.raceTooltip')}>
            {t('setup.race')}{' '}
            {(Object.keys(TAG_NAMES) as FactionTag[]).map((tag) => (
              <label key={tag}>
                <input
                  type="checkbox"
                  checked={faction.tags.includes(tag)}
                  onChange={(e) =>
                    setFaction(i, {
                      tags: e.target.checked ? [...faction.tags, tag] : faction.tags.filter((t) => t !== tag),
                    })
                  }
                />{' '}
                {t(`tags.${tag}`)}
              </label>
            ))}
          </div>
          <label className="field" title={t('setup.playersTooltip', { rule: 'FS-SETUP-1' })}>
            {t('setup.players')}{' '}
            <input
              aria-label={t('setup.factionPlayers', { number: i + 1 })}
              value={faction.players.join(', ')}
              onChange={(e) =>
                setFaction(i, { players: e.target.value.split(',').map((p) => p.trimStart()) })
              }
            />
          </label>
          <div className="field" data-testid={`fs-tower-${i + 1}`}>
            {t('setup.startTerritory')}{' '}
            <strong>
              {towers[i] ? t('setup.startHex', { hex: hexName(towers[i]!) }) : t('setup.noneFree')}
            </strong>
            {faction.tower ? t('setup.moved') : t('setup.corner', { rule: 'FS-SETUP-3' })}{' '}
            <button
              type="button"
              aria-pressed={placing?.what === 'tower' && placing.faction === i}
              onClick={() =>
                dispatch(
                  fsSetupPlacingChosen(
                    placing?.what === 'tower' && placing.faction === i ? null : { what: 'tower', faction: i },
                  ),
                )
              }
            >
              {placing?.what === 'tower' && placing.faction === i ? t('setup.clickHex') : t('setup.move')}
            </button>
            {faction.tower && (
              <button type="button" className="link" onClick={() => setFaction(i, { tower: undefined })}>
                {t('setup.backToCorner')}
              </button>
            )}
          </div>
          {draft.factions.length > 2 && (
            <button
              type="button"
              className="link"
              onClick={() => setDraft({ factions: draft.factions.filter((_, j) => j !== i) })}
            >
              {faction.name
                ? t('setup.remove', { name: faction.name })
                : t('setup.removeNumbered', { number: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {draft.factions.length < 4 && (
        <button
          type="button"
          data-testid="fs-add-faction"
          onClick={() => setDraft({ factions: [...draft.factions, freshFaction(draft.factions)] })}
        >
          {t('setup.addFaction')}
        </button>
      )}
      <SpecialsForm />
      <FsSetupFigures />
      <FsSetupOptions draft={draft} onChange={setDraft} />
      {problems.length > 0 && (
        <ul className="problems" data-testid="fs-setup-problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="primary"
        data-testid="fs-start"
        disabled={draftProblems(draft).length > 0}
        onClick={start}
      >
        {t('setup.start')}
      </button>
    </section>
  );
}

/** The catalogue key of each faction colour's name. */
const COLOUR_KEYS = {
  Blue: 'blue',
  Orange: 'orange',
  Green: 'green',
  Purple: 'purple',
  Vermillion: 'vermillion',
  'Sky blue': 'skyBlue',
  Yellow: 'yellow',
} as const;

/** A new faction with a colour nobody uses yet. */
function freshFaction(existing: readonly FactionDraft[]): FactionDraft {
  const made = newFaction(existing.length);
  const free = FACTION_COLORS.find((c) => !existing.some((f) => f.color === c.color));
  return free ? { ...made, color: free.color } : made;
}
