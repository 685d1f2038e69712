import { useState } from 'react';
import { distance, parseHexKey } from '@shared/hex';
import type { Viewer } from '@shared/kernel';
import {
  liveBanners,
  visibleCharacters,
  type Banner,
  type FsCommand,
  type FsState,
} from '@shared/rulesets/firestorm';
import { bannerName } from './fsBoard';
import { useTranslation } from '../../i18n';

/**
 * FS-MULTI-5, FS-BATTLE-7: the named characters and player commanders a banner carries. The GM (or the faction's own
 * seat) enters them; during Orders, before the faction locks its orders, a character may move to an adjacent banner
 * of the same faction (a swap). Refusals come back from the engine with their rule. Another faction's seat sees the
 * list without that faction's swaps until Orders end (FS-MULTI-5, FS-ORDER-2: a swap is as secret as the orders).
 */
export function BannerCharacters(props: {
  readonly state: FsState;
  readonly banner: Banner;
  readonly viewer: Viewer;
  readonly issue: (command: FsCommand) => boolean;
}) {
  const { state, banner, viewer, issue } = props;
  const { t } = useTranslation('firestorm');
  const own = viewer.kind === 'gm' || viewer.id === banner.factionId;
  const names = visibleCharacters(state, viewer, banner);
  // The names as the edit box holds them, comma-separated (the same list in every language).
  const [text, setText] = useState(names.join(', '));
  if (!own || state.status !== 'running')
    return names.length > 0 ? (
      <div className="muted">{t('characters.list', { names: names.join(', ') })}</div>
    ) : null;
  const neighbours = swapTargets(state, banner);
  const record = () =>
    issue({
      type: 'RecordCharacters',
      banner: banner.id,
      characters: text
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    });
  return (
    <details className="fs-characters" data-testid="fs-banner-characters">
      <summary>
        {t('characters.list', { names: names.length > 0 ? names.join(', ') : t('characters.none') })}
      </summary>
      <div className="fs-characters-edit">
        <input
          aria-label={t('characters.of', { banner: bannerName(state, banner.id) })}
          placeholder={t('characters.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="button" onClick={record}>
          {t('characters.record')}
        </button>
      </div>
      {neighbours.length > 0 &&
        names.map((name) => (
          <SwapRow key={name} state={state} name={name} from={banner} targets={neighbours} issue={issue} />
        ))}
    </details>
  );
}

/** FS-MULTI-5: the adjacent banners of the same faction, while its orders are still open (ORDERS step). */
function swapTargets(state: FsState, banner: Banner): Banner[] {
  if (state.turn.step !== 'ORDERS' || state.turn.submitted.includes(banner.factionId)) return [];
  const here = parseHexKey(banner.hex!);
  return liveBanners(state).filter(
    (b) =>
      b.factionId === banner.factionId && b.id !== banner.id && distance(here, parseHexKey(b.hex!)) === 1,
  );
}

function SwapRow(props: {
  readonly state: FsState;
  readonly name: string;
  readonly from: Banner;
  readonly targets: readonly Banner[];
  readonly issue: (command: FsCommand) => boolean;
}) {
  const { state, name, from, targets, issue } = props;
  const { t } = useTranslation('firestorm');
  const [to, setTo] = useState(targets[0]!.id);
  return (
    <div className="fs-characters-edit">
      <label>
        {t('characters.moveTo', { name })}{' '}
        <select
          aria-label={t('characters.movesTo', { name })}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        >
          {targets.map((b) => (
            <option key={b.id} value={b.id}>
              {bannerName(state, b.id)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        onClick={() => issue({ type: 'SwapCharacter', character: name, from: from.id, to })}
      >
        {t('characters.move', { rule: 'FS-MULTI-5' })}
      </button>
    </div>
  );
}
