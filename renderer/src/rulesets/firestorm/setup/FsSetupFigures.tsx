import { FIRESTORM_MAP_SIZES, landGrabCheck, newFirestormCampaign, territoryCount } from '@shared/document';
import { hexName, type HexKey } from '@shared/hex';
import { assessStartFairness } from '@shared/rulesets/firestorm';
import type { AppThunk } from '../../../app/store';
import { freshSeed } from '../../../campaign/campaignActions';
import { setupRulesetChosen } from '../../../campaign/setupPlacingSlice';
import { selectMap } from '../../../document/map/selectors';
import { replaceDocument } from '../../../document/replaceDocument';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fsSetupDraftChanged } from '../fsSlice';
import { selectSetupTowers } from './fsSetupBoard';
import { draftSeed } from './fsSetupDraft';
import { t as translate } from '@shared/i18n';
import { useTranslation } from '../../../i18n';

/**
 * Issue 24: a new map sized for the setup's factions (newFirestormCampaign: symmetric land, even starts, specials
 * between them), in place of the prepared map and one Undo away; the setup keeps its factions and takes the map's
 * specials.
 */
function proposeMap(): AppThunk {
  return async (dispatch, getState) => {
    const draft = getState().firestorm.setupDraft;
    const factions = draft.factions.length;
    // The setup's dice seed, when typed, makes the map too (GEN-5: the same seed, the same campaign).
    const made = newFirestormCampaign({ seed: draftSeed(draft) ?? freshSeed(), factions, name: draft.name });
    if (!made.ok) return;
    const { mapDocument, campaign } = made.value;
    const size = FIRESTORM_MAP_SIZES[factions]!;
    const replaced = await dispatch(
      replaceDocument({
        what: translate('firestorm:figures.proposeMapWhat', {
          width: size.width,
          height: size.height,
          factions,
        }),
        undoable: true,
        load: () => ({ document: { mapDocument, campaign: null }, origin: { unsaved: true } }),
      }),
    );
    if (!replaced) return;
    const specials = Object.fromEntries(
      Object.entries(campaign.territories).flatMap(([hex, t]) => (t.special ? [[hex, t.special]] : [])),
    );
    dispatch(setupRulesetChosen('firestorm'));
    dispatch(
      fsSetupDraftChanged({
        ...draft,
        factions: draft.factions.map((f) => ({ ...f, tower: undefined })),
        specials,
      }),
    );
  };
}

/**
 * The figures a GM checks before Start (issue 24): the map's territories against the 30 glory that wins (the
 * land-grab warning, FS-GLORY-1/4) and each start's fairness (FS-SETUP-3: land nearer it, nearest rival, nearest
 * special), with a map sized for the factions one click away.
 */
export function FsSetupFigures() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const map = useAppSelector(selectMap);
  const draft = useAppSelector((state) => state.firestorm.setupDraft);
  const towers = useAppSelector(selectSetupTowers);
  const factions = draft.factions.length;
  const landGrab = landGrabCheck(territoryCount(map), factions);
  const fairness = assessStartFairness(
    map,
    towers.map((tower, i) => ({
      name: draft.factions[i]?.name || t('figures.defaultFaction', { number: i + 1 }),
      tower,
    })),
    Object.keys(draft.specials) as HexKey[],
  );
  const size = FIRESTORM_MAP_SIZES[factions]!;
  return (
    <section className="fs-setup-figures" data-testid="fs-setup-figures" aria-label={t('figures.title')}>
      <h3>{t('figures.title')}</h3>
      <p>
        {map.width && map.height ? t('figures.size', { width: map.width, height: map.height }) : ''}
        {t('figures.territories', {
          territories: landGrab.territories,
          perFaction: landGrab.perFaction,
          factions,
          target: landGrab.target,
        })}
      </p>
      {landGrab.warning ? (
        <p className="problems" role="alert" data-testid="fs-land-grab">
          {landGrab.warning}
        </p>
      ) : (
        <p className="muted">{t('figures.noLandGrab', { target: landGrab.target })}</p>
      )}
      <table className="fs-fairness">
        <thead>
          <tr>
            <th>{t('figures.faction')}</th>
            <th>{t('figures.start')}</th>
            <th title={t('figures.landNearerTooltip')}>{t('figures.landNearer')}</th>
            <th title={t('figures.nearestRivalTooltip')}>{t('figures.nearestRival')}</th>
            <th title={t('figures.nearestSpecialTooltip', { rule: 'FS-MAP-3' })}>
              {t('figures.nearestSpecial')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fairness.starts.map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td>{t('figures.startHex', { hex: hexName(s.tower) })}</td>
              <td>{s.land}</td>
              <td>{s.rivalSteps ?? '–'}</td>
              <td>{s.specialSteps ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={fairness.fair ? 'muted' : 'problems'} data-testid="fs-fairness-notes">
        {fairness.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <button type="button" data-testid="fs-propose-map" onClick={() => void dispatch(proposeMap())}>
        {t('figures.proposeMap', { factions, width: size.width, height: size.height })}
      </button>
    </section>
  );
}
