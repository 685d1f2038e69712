import { createCanvas } from '@napi-rs/canvas';
import {
  battlefieldSvg,
  drawBattlefield,
  makeBattlefield,
  planLayout,
  tableText,
  waitingBattles,
  type PlanContext,
} from '@shared/battlefield';
import { t } from '@shared/i18n';
import { exists, writeFailureReason, writeFileAtomically } from '../lib/writeFileAtomically';
import type { BattlefieldCliOptions } from './battlefieldOptions';
import type { CliIo } from './cliIo';
import { readHexmarchDocument } from './documentFile';

/**
 * `hexmarch battlefield` (issue 29): the table plan of one battle waiting for a result, as SVG or PNG at tabletop
 * scale (1″ = 10 px). 0 when written; 1 when a file cannot be read or written; 2 when there is no such battle or
 * the output exists without --force.
 */
export async function battlefieldCommand(options: BattlefieldCliOptions, io: CliIo): Promise<number> {
  if (!options.force && (await exists(options.out))) {
    io.error(t('cli:output.existsForce', { path: options.out }));
    return 2;
  }
  const read = await readHexmarchDocument(options.input);
  if (!read.ok) {
    io.error(read.error);
    return 1;
  }
  const campaign = read.value.campaign;
  if (!campaign) {
    io.error(t('cli:battlefield.onlyMap', { path: options.input }));
    return 2;
  }
  const waiting = waitingBattles(campaign);
  if (waiting.length === 0) {
    io.error(t('cli:battlefield.noneWaiting', { path: options.input }));
    return 2;
  }
  const chosen = waiting[options.battle - 1];
  if (!chosen) {
    io.error(
      t('cli:battlefield.noSuchBattle', {
        battle: options.battle,
        count: waiting.length,
        // "1 Oakford": the number --battle takes, then the battle's place (its title without "Battle at").
        list: waiting.map((w, i) => `${i + 1} ${w.site.title.replace(/^Battle at /, '')}`).join(', '),
      }),
    );
    return 2;
  }
  const plan = makeBattlefield(chosen.site, options.table, options.seed);
  let bytes: string | Uint8Array;
  if (options.format === 'svg') bytes = battlefieldSvg(plan);
  else {
    const layout = planLayout(plan);
    const canvas = createCanvas(layout.width, layout.height);
    // @napi-rs/canvas implements the Canvas 2D API; its TypeScript names differ from the DOM's in places.
    drawBattlefield(canvas.getContext('2d') as unknown as PlanContext, plan);
    bytes = new Uint8Array(await canvas.encode('png'));
  }
  try {
    await writeFileAtomically(options.out, bytes);
  } catch (error) {
    io.error(t('cli:output.cannotWrite', { path: options.out, reason: writeFailureReason(error) }));
    return 1;
  }
  io.out(
    t('cli:battlefield.wrote', {
      path: options.out,
      title: chosen.site.title,
      table: tableText(options.table),
      seed: options.seed,
      deployment: plan.deployment,
    }),
  );
  return 0;
}
