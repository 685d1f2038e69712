import type { Viewer } from '@shared/kernel';
import {
  fsBattleBriefing,
  type Battle,
  type FsBriefingSide,
  type FsState,
  type PointsLine,
} from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import type { TFunction } from 'i18next';
import { formatList } from '@shared/i18n';
import { useTranslation } from '../../../i18n';

/** FS-BATTLE-4's lines in the GM's words (FS-BRIEF-2), with the rule each cites. */
const POINT_RULES: Readonly<Partial<Record<PointsLine['reason'], string>>> = {
  reinforcement: 'FS-REINF-1',
  garrisonJoins: 'FS-GARR-2',
  orderFortify: 'FS-ALLY-1',
  garrison: 'FS-GARR-1',
};
const pointReason = (t: TFunction<'fsTurn'>, reason: PointsLine['reason']): string =>
  t(`briefing.reasons.${reason}`, { rule: POINT_RULES[reason] ?? '' });

/**
 * The battle briefing (§5.18 FS-BRIEF-1..12) for the players at the table: each side's points line by line, command
 * points, summoning allowance, fatigue, fortifications, relic and item effects, characters and Secret Objectives (as
 * the viewer may read them), the territory's Times of War text, and the standing rules of every Firestorm game.
 */
export function BattleBriefing(props: {
  readonly state: FsState;
  readonly battle: Battle;
  readonly viewer: Viewer;
  readonly names: FsNames;
}) {
  const { state, battle, viewer, names } = props;
  const { t } = useTranslation('fsTurn');
  const briefing = fsBattleBriefing(state, battle, viewer);
  const who = (side: FsBriefingSide) => {
    const banner = battle[side.side].bannerId;
    return banner
      ? names.banner(banner)
      : t('briefing.garrisonOf', { faction: names.faction(side.factionId) });
  };
  return (
    <details className="fs-briefing" data-testid="fs-battle-briefing" open>
      <summary>{t('briefing.title')}</summary>
      <div className="fs-briefing-sides">
        {[briefing.attacker, briefing.defender].map((side) => (
          <SideBriefing
            key={side.side}
            side={side}
            title={t('briefing.sideTitle', { who: who(side), side: t(`briefing.sides.${side.side}`) })}
          />
        ))}
      </div>
      {briefing.timesOfWar && (
        <p data-testid="fs-times-of-war">
          <strong>{t('briefing.timesOfWar', { rule: 'FS-BRIEF-11' })}</strong> {briefing.timesOfWar}
        </p>
      )}
      <details className="fs-briefing-standing">
        <summary>{t('briefing.standing', { count: briefing.items.length })}</summary>
        <ul className="fs-briefing-items">
          {briefing.items.map((item) => (
            <li key={item.id}>
              {item.text} <span className="muted">({item.id})</span>
            </li>
          ))}
        </ul>
      </details>
    </details>
  );
}

function SideBriefing({ side, title }: { readonly side: FsBriefingSide; readonly title: string }) {
  const { t } = useTranslation('fsTurn');
  const cp = [
    side.commandPoints.d3 ? 'D3' : '',
    side.commandPoints.plus > 0 ? `${side.commandPoints.plus}` : '',
  ]
    .filter(Boolean)
    .join(' + ');
  return (
    <div className="fs-briefing-side" data-testid={`fs-briefing-${side.side}`}>
      <h4>{title}</h4>
      <ul>
        <li data-testid="fs-briefing-points">
          <strong>{t('briefing.points', { count: side.points })}</strong>{' '}
          {side.pointLines.length === 1
            ? t('briefing.oneLine', { reason: pointReason(t, side.pointLines[0]!.reason) })
            : t('briefing.lines', {
                lines: side.pointLines
                  .map((l) => t('briefing.line', { points: l.points, reason: pointReason(t, l.reason) }))
                  .join(' + '),
              })}{' '}
          <span className="muted">(FS-BRIEF-2)</span>
        </li>
        <li>{t('briefing.commandPoints', { cp: cp || t('briefing.none'), rule: 'FS-BRIEF-5' })}</li>
        <li>{t('briefing.summoning', { count: side.summoning, rule: 'FS-BRIEF-10' })}</li>
        {side.fatigued && <li>{t('briefing.fatigued', { rule: 'FS-BRIEF-3' })}</li>}
        {side.fortified && <li>{t('briefing.fortified', { rule: 'FS-BRIEF-4' })}</li>}
        {side.effects.map((effect) => (
          <li key={effect}>
            {effect} <span className="muted">(FS-BRIEF-6)</span>
          </li>
        ))}
        {side.characters.length > 0 && (
          <li>{t('briefing.characters', { names: formatList(side.characters), rule: 'FS-BRIEF-12' })}</li>
        )}
        {side.objectives.map((o) => (
          <li key={o.player} data-testid="fs-briefing-objective">
            {t('briefing.objective', { player: o.player })}{' '}
            {o.text === undefined ? (
              <span className="muted">{t('briefing.secret')}</span>
            ) : (
              t('briefing.objectiveText', { text: o.text })
            )}
            {o.achieved ? t('briefing.achieved') : ''} <span className="muted">(FS-BRIEF-11)</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
