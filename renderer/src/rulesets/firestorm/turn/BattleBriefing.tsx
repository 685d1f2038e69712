import type { Viewer } from '@shared/kernel';
import {
  fsBattleBriefing,
  type Battle,
  type FsBriefingSide,
  type FsState,
  type PointsLine,
} from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';

/** FS-BATTLE-4's lines in the GM's words (FS-BRIEF-2). */
const POINT_REASONS: Readonly<Record<PointsLine['reason'], string>> = {
  banner: 'banner',
  reinforcement: 'reinforcement from a neighbouring banner (FS-REINF-1)',
  garrisonJoins: 'the garrison joins (FS-GARR-2)',
  temple: 'Temple, fighting in its own territory',
  orderFortify: 'Order, fortified (FS-ALLY-1)',
  garrison: 'garrison alone (FS-GARR-1)',
};

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
  const briefing = fsBattleBriefing(state, battle, viewer);
  const who = (side: FsBriefingSide) => {
    const banner = battle[side.side].bannerId;
    return banner ? names.banner(banner) : `${names.faction(side.factionId)}'s garrison`;
  };
  return (
    <details className="fs-briefing" data-testid="fs-battle-briefing" open>
      <summary>Briefing for the table</summary>
      <div className="fs-briefing-sides">
        {[briefing.attacker, briefing.defender].map((side) => (
          <SideBriefing key={side.side} side={side} title={`${who(side)} (${side.side})`} />
        ))}
      </div>
      {briefing.timesOfWar && (
        <p data-testid="fs-times-of-war">
          <strong>Times of War (FS-BRIEF-11):</strong> {briefing.timesOfWar}
        </p>
      )}
      <details className="fs-briefing-standing">
        <summary>Rules of every Firestorm game ({briefing.items.length})</summary>
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
          <strong>{side.points} points</strong>{' '}
          {side.pointLines.length === 1
            ? `(${POINT_REASONS[side.pointLines[0]!.reason]})`
            : `= ${side.pointLines.map((l) => `${l.points} ${POINT_REASONS[l.reason]}`).join(' + ')}`}{' '}
          <span className="muted">(FS-BRIEF-2)</span>
        </li>
        <li>Command points before each game: {cp || 'none'}; extra CP at 50 points each (FS-BRIEF-5)</li>
        <li>Summoning allowance without sudden death: {side.summoning} points (FS-BRIEF-10)</li>
        {side.fatigued && <li>Fatigued: −1 to hit for all its units (FS-BRIEF-3)</li>}
        {side.fortified && (
          <li>
            Fortified: up to three linear obstacles of 12″ at most, placed after deployment (FS-BRIEF-4)
          </li>
        )}
        {side.effects.map((effect) => (
          <li key={effect}>
            {effect} <span className="muted">(FS-BRIEF-6)</span>
          </li>
        ))}
        {side.characters.length > 0 && (
          <li>Named characters present: {side.characters.join(', ')} (FS-BRIEF-12)</li>
        )}
        {side.objectives.map((o) => (
          <li key={o.player} data-testid="fs-briefing-objective">
            {o.player}&apos;s Secret Objective:{' '}
            {o.text === undefined ? <span className="muted">secret</span> : `“${o.text}”`}
            {o.achieved ? ' (achieved)' : ''} <span className="muted">(FS-BRIEF-11)</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
