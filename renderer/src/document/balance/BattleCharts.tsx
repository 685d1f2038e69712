import { CONTACT_TURN, type BalanceReport, type BattleRates } from '@shared/balance';
import { FS_POLICY_LABELS, isFsPolicy } from '@shared/rulesets/firestorm';
import { Histogram } from './ChartMarks';

/** Mean battles in each turn, a bar per turn (issue 24), with the turns before contact in a paler colour. */
function BattlesPerTurn({ battles }: { battles: BattleRates }) {
  const turns = battles.perTurn.slice(0, 30);
  const w = 360;
  const h = 110;
  const top = Math.max(1, ...turns.map((t) => t.mean));
  const bw = w / Math.max(1, turns.length);
  const title = 'Battles in each turn';
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <svg
        width={w}
        height={h + 18}
        role="img"
        aria-label={`${title}: the median campaign fights ${battles.afterTurn3.median.toFixed(2)} battles a turn after turn ${CONTACT_TURN}`}
      >
        {turns.map((t, i) => {
          const bh = (t.mean / top) * h;
          return (
            <rect
              key={t.turn}
              x={i * bw + 1}
              y={h - bh}
              width={Math.max(1, bw - 2)}
              height={bh}
              fill={t.turn <= CONTACT_TURN ? '#b9c7d8' : '#a6543a'}
            >
              <title>{`Turn ${t.turn}: ${t.mean.toFixed(1)} battles on average (median ${t.median}), ${t.campaigns} campaigns lasted this long`}</title>
            </rect>
          );
        })}
        <text x={0} y={h + 14} fontSize={11}>
          turn 1
        </text>
        <text x={w} y={h + 14} fontSize={11} textAnchor="end">
          turn {turns.at(-1)?.turn ?? 1}
        </text>
      </svg>
      <p className="balance-note">
        Campaigns with a battle: {(battles.withBattle.rate * 100).toFixed(1)} %. After turn {CONTACT_TURN},
        the median campaign fights {battles.afterTurn3.median.toFixed(2)} battles a turn. Campaigns with a
        siege: {(battles.withSiege.rate * 100).toFixed(1)} % ({battles.siegesPerCampaign.toFixed(1)} sieges
        per campaign).
      </p>
    </section>
  );
}

/** Firestorm's extra plots (issue 24): battles per campaign and per turn, and the policies the factions played. */
export function BattleCharts({ report }: { report: BalanceReport }) {
  if (!report.battles) return null;
  return (
    <>
      <Histogram
        title="Battles per campaign"
        distribution={report.battles.perCampaign}
        unit="battles"
        runsNoun="campaigns"
        color="#a6543a"
      />
      <BattlesPerTurn battles={report.battles} />
      {report.policies && (
        <section aria-label="How the factions played">
          <h3>How the factions played</h3>
          {report.sides.map((side) => {
            const policy = report.policies![side.id];
            return (
              <p className="balance-note" key={side.id}>
                <span className="swatch" style={{ background: side.color }} /> {side.name}:{' '}
                {isFsPolicy(policy) ? FS_POLICY_LABELS[policy].name : 'Cautious'}
              </p>
            );
          })}
        </section>
      )}
    </>
  );
}
