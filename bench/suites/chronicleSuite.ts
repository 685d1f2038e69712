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
    // 30 rounds: each side plays 30 turns (60 side-turns), the larger reading of "a 30-turn campaign".
    const core = coreDocument(60);
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
    const [publicBuild, sideBuild, fsBuild, base] = await measureInterleaved(
      [build(core, null), build(core, 'Red'), build(firestorm, null), () => replay(core.campaign)],
      { warmup: 3, runs: 15 },
    );
    const figures: BenchFigure[] = [];
    const timed = (name: string, ms: number, baseline: number | null, note: string): BenchFigure => ({
      name,
      unit: 'ms',
      median: round(ms),
      baselineMedian: baseline === null ? null : round(baseline),
      ratio: baseline === null ? null : round(ms / baseline),
      target: `≤ ${BUILD_TARGET_MS} ms`,
      met: ms <= BUILD_TARGET_MS,
      note,
    });
    const events = core.campaign.log.length;
    figures.push(
      timed(
        `chronicle of a 30×20 core campaign, ${core.campaign.turn.number} side-turns (${core.campaign.status}), no --side`,
        publicBuild!.median,
        base!.median,
        `${events} events; baseline: the same log replayed once (applyEvent)`,
      ),
      timed('the same, --side Red', sideBuild!.median, base!.median, ''),
      timed(
        `chronicle of the 30×20 Firestorm demo, 4 factions, ${fsTurns} turns (${firestorm.campaign!.status})`,
        fsBuild!.median,
        null,
        '',
      ),
    );
    for (const [name, kb] of [
      ['site weight: core, no --side', weightKb(core, null)],
      ['site weight: core, --side Red', weightKb(core, 'Red')],
      ['site weight: Firestorm', weightKb(firestorm, null)],
    ] as const)
      figures.push({
        name,
        unit: 'kB',
        median: round(kb),
        baselineMedian: null,
        ratio: null,
        target: `≤ ${WEIGHT_TARGET_KB} kB`,
        met: kb <= WEIGHT_TARGET_KB,
      });
    return figures;
  },
};
