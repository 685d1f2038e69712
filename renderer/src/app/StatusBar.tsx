import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { getPlatform } from '../platform';
import { statusDismissed } from '../document/map/editorSlice';
import { DismissButton } from '../kit/DismissButton';
import { FileMessageLine } from '../document/files/FileMessageLine';
import { selectMap, selectSeed } from '../document/map/selectors';
import { campaignView } from './CampaignView';
import { selectCampaignRuleset } from '../campaign/playSelectors';
import { selectAssaultStatus } from '../rulesets/assault/assaultStatus';
import { appModeSpec } from './appModes';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { ThemeSwitch } from '../kit/theme/ThemeSwitch';
import { useTranslation } from '../i18n';
import { runShortcut } from '../kit/shortcuts/shortcutHandlers';
import { t as translate } from '@shared/i18n';

/** The last refusal (with its rule ID) or note, else a hint for the current tool; the last file result. */
export function StatusBar() {
  const { t } = useTranslation(['app', 'common']);
  const { t: tDesktop } = useTranslation('desktop');
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.editor.status);
  const tool = useAppSelector((state) => state.editor.tool);
  const mode = useAppSelector((state) => state.play.mode);
  // The campaign's hint comes from its ruleset's view (core armies, Firestorm banners…).
  const campaignHint = useAppSelector((state) => campaignView(selectCampaignRuleset(state)).hint(state));
  const seed = useAppSelector(selectSeed);
  const map = useAppSelector(selectMap);
  // The Assault tab has no map: its own hint and summary (issue 13).
  const assault = useAppSelector(
    (state) => (mode === 'assault' ? selectAssaultStatus(state) : null),
    shallowEqual,
  );
  const edition = getPlatform().edition;
  // A mode with a board of its own (settlement defense) says what to do there, not what the map tool does.
  const ownHint = appModeSpec(mode).statusHint;
  const hint = assault
    ? assault.hint
    : ownHint
      ? translate(ownHint)
      : mode === 'campaign'
        ? campaignHint
        : translate(`map:tools.${tool}.hint`);
  return (
    <footer className="status-bar">
      <span
        className={status ? (status.kind === 'refusal' ? 'status refusal' : 'status') : 'status hint'}
        data-testid="status-message"
        role={status?.kind === 'refusal' ? 'alert' : 'status'}
        title={status ? undefined : hint}
      >
        {status ? status.text : hint}
      </span>
      {status && <DismissButton testId="status-dismiss" onDismiss={() => dispatch(statusDismissed())} />}
      <span className="spacer" />
      <FileMessageLine />
      {assault ? (
        <span className="muted" data-testid="assault-summary">
          {assault.summary}
        </span>
      ) : (
        !ownHint && (
          <span className="muted" data-testid="map-summary" title={t('statusBar.seedTooltip')}>
            {map.width && map.height
              ? t('statusBar.size', { width: map.width, height: map.height })
              : t('common:count.hexes', { count: Object.keys(map.hexes).length })}{' '}
            · {t('statusBar.mapSeed')} <span data-testid="map-seed">{seed}</span>
          </span>
        )
      )}
      <LanguagePicker />
      <ThemeSwitch />
      <button
        type="button"
        className="help-button"
        data-testid="shortcuts-button"
        title={tDesktop('shortcuts.button')}
        aria-label={tDesktop('shortcuts.title')}
        onClick={() => runShortcut('shortcuts')}
      >
        ?
      </button>
      <span
        className="edition"
        data-testid="edition"
        title={t('statusBar.editionTooltip', { edition: t(`statusBar.edition.${edition}`) })}
      >
        {t(`statusBar.edition.${edition}`)}
      </span>
    </footer>
  );
}
