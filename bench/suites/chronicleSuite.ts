import { buildChronicle, CHRONICLE_PAGE } from '@shared/chronicle';
import {
  campaignOnMap,
  demoMapDocument,
  documentFromGenerated,
  firestormOnMap,
  FIRESTORM_DEMO_SEED,
  type HexmarchDocument,
} from '@shared/document';
import { DEMO_MAP_PARAMS, generateMap, withSizedCounts } from '@shared/mapgen';
import { applyEvent, emptyCampaign, runCampaign, type Campaign } from '@shared/rulesets/core';
import { runFirestormCampaign } from '@shared/rulesets/firestorm/bot/runFirestormCampaign';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

/** Issue 33: a 30-turn 30×20 campaign's site builds "in a few seconds" and weighs "under a few megabytes". */
const BUILD_TARGET_MS = 3000;
const WEIGHT_TARGET_KB = 3 * 1024;

const round = (value: number) => Math.round(value * 100) / 100;

/** `hexmarch new --seed 42 --size 30x20`, played by the simulator for `sideTurns` side-turns. */
function coreDocument(sideTurns: number): HexmarchDocument & { campaign: Campaign } {
  const generated = generateMap(withSizedCounts({ ...DEMO_MAP_PARAMS, width: 30, height: 20 }), 42);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const mapDocument = documentFromGenerated(generated.value);
  const start = campaignOnMap(mapDocument, 42, 'Bench campaign');
  return { mapDocument, campaign: runCampaign(start, { maxTurns: sideTurns }).state };
}

/** The floor of any chronicle: the campaign replayed once from its log (EVT-1), as the History panel does. */
function replay(campaign: Campaign): Campaign {
  const first = campaign.log[0];
  let state = emptyCampaign(first?.type === 'CampaignCreated' ? first.payload.rngSeed : 0);
  for (const event of campaign.log) state = applyEvent(state, event);
  return state;
}

function weightKb(document: HexmarchDocument, side: string | null): number {
  const site = buildChronicle(document, { side });
  if (!site.ok) throw new Error(site.error);
  return Buffer.byteLength(site.value.files[CHRONICLE_PAGE]!, 'utf8') / 1024;
}

export const chronicleSuite: BenchSuite = {
  name: 'chronicle',
  async run(): Promise<BenchFigure[]> {
    // Seed 42 on 30×20: still running after 30 side-turns; it ends (VICT) in side-turn 54, before 30 rounds.
    const running = coreDocument(30);
    const ended = coreDocument(60);
    const firestormStart = firestormOnMap(demoMapDocument(), FIRESTORM_DEMO_SEED);
    const firestorm: HexmarchDocument = {
      mapDocument: demoMapDocument(),
      campaign: runFirestormCampaign(firestormStart, { maxTurns: 30 }).state,
    };
    const fsTurns = firestorm.campaign!.ruleset === 'firestorm' ? firestorm.campaign!.turn.number : 0;
    const build = (document: HexmarchDocument, side: string | null) => () => {
      const site = buildChronicle(document, { side });
      if (!site.ok) throw new Error(site.error);
      return site.value.files[CHRONICLE_PAGE]!.length;
    };
    const cases = [
      {
        name: `core 30×20, ${running.campaign.turn.number - 1} side-turns (running), what every side may see`,
        document: running,
        side: null,
      },
      { name: 'the same, --side Red', document: running, side: 'Red' },
      {
        name: `core 30×20 played to its end (${ended.campaign.turn.number} side-turns), everything`,
        document: ended,
        side: null,
      },
      {
        name: `Firestorm 30×20 demo, 4 factions, ${fsTurns} turns (${firestorm.campaign!.status}), everything`,
        document: firestorm,
        side: null,
      },
    ] as const;
    const measured = await measureInterleaved(
      [...cases.map((c) => build(c.document, c.side)), () => replay(ended.campaign)],
      { warmup: 3, runs: 15 },
    );
    const base = measured.at(-1)!.median;
    const figures: BenchFigure[] = cases.map((c, i) => {
      const ms = measured[i]!.median;
      const core = c.document.campaign?.ruleset === 'core';
      return {
        name: `chronicle: ${c.name}`,
        unit: 'ms',
        median: round(ms),
        baselineMedian: core ? round(base) : null,
        ratio: core ? round(ms / base) : null,
        target: `≤ ${BUILD_TARGET_MS} ms`,
        met: ms <= BUILD_TARGET_MS,
        ...(i === 0
          ? {
              note: `baseline: the ended campaign's ${ended.campaign.log.length} events replayed once (applyEvent)`,
            }
          : {}),
      };
    });
    for (const c of cases) {
      const kb = weightKb(c.document, c.side);
      figures.push({
        name: `site weight: ${c.name}`,
        unit: 'kB',
        median: round(kb),
        baselineMedian: null,
        ratio: null,
        target: `≤ ${WEIGHT_TARGET_KB} kB`,
        met: kb <= WEIGHT_TARGET_KB,
      });
    }
    return figures;
  },
};
