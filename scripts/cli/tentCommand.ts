import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import { t } from '@shared/i18n';
import { factionById } from '@shared/rulesets/firestorm';
import { encodeOrderFile } from '@shared/rulesets/firestorm/submission';
import { isFirestormState } from '@shared/rulesets/firestorm/state/isFirestormState';
import { err, ok, type Result } from '@shared/result';
import { isTentAddress, tentAddresses } from '../../electron/tent/tentAddresses';
import { createTentSession, type TentLock } from '../../electron/tent/tentSession';
import { startTentServer, type RunningTent } from '../../electron/tent/tentServer';
import { ensurePhonePage } from '../lib/phonePage';
import { numberFlag, type CliArgs } from './cliArgs';
import type { CliIo } from './cliIo';
import { readHexmarchDocument } from './documentFile';

export const TENT_VALUED = ['host', 'port', 'out'] as const;
export const TENT_SWITCHES = ['qr'] as const;
export const DEFAULT_TENT_PORT = 4300;

export interface TentOptions {
  readonly file: string;
  readonly host: string;
  readonly port: number;
  /** The folder the received order files are written to (default: the campaign file's). */
  readonly out: string;
  readonly qr: boolean;
}

/** Ctrl-C or SIGTERM: the tent runs until then. */
export const untilSignal = (): Promise<void> =>
  new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

/** The address the tent listens on without --host: the first network address, else this computer only. */
const defaultHost = (): string => tentAddresses()[0]!.address;

export function tentOptions(args: CliArgs): Result<TentOptions, string> {
  const [file, ...extra] = args.positional;
  if (!file) return err(t('cli:tent.nameCampaign'));
  if (extra.length > 0) return err(t('cli:args.unexpected', { arg: extra[0] }));
  const host = args.values.get('host') ?? defaultHost();
  if (!isTentAddress(host))
    return err(
      t('cli:tent.hostBad', {
        addresses: tentAddresses()
          .map((a) => a.address)
          .join(', '),
        host,
      }),
    );
  const port = numberFlag(args, 'port');
  if (!port.ok) return port;
  const p = port.value ?? DEFAULT_TENT_PORT;
  if (!Number.isInteger(p) || p < 1024 || p > 65535) return err(t('cli:tent.portBad'));
  return ok({
    file,
    host,
    port: p,
    out: args.values.get('out') ?? path.dirname(path.resolve(file)),
    qr: args.switches.has('qr'),
  });
}

/** "Iron orders turn 3": a file name from the faction's name, without characters a file system refuses. */
const stem = (text: string): string =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '-' : c))
    .join('')
    .trim();

/**
 * `hexmarch tent campaign.hexmarch`: opens the order tent on the campaign as saved, prints each faction's (or core
 * side's) link, and writes each faction's locked orders as the order file the app imports (Orders from a
 * distance → Open order file…). Runs until `stopped` (Ctrl-C); the server stops with it.
 */
export async function tentCommand(
  options: TentOptions,
  io: CliIo,
  stopped: (tent: RunningTent) => Promise<void>,
): Promise<number> {
  const doc = await readHexmarchDocument(options.file);
  if (!doc.ok) {
    io.error(doc.error);
    return 1;
  }
  const campaign = doc.value.campaign;
  if (!campaign) {
    io.error(t('cli:tent.notCampaign', { path: options.file }));
    return 2;
  }
  const written = new Map<string, string>();
  const onLocked = async (lock: TentLock) => {
    if (!isFirestormState(campaign)) return;
    const factionName = factionById(campaign, lock.seat)?.name ?? t('cli:tent.faction');
    const text = await encodeOrderFile(lock.submission, { factionName });
    const name = `${stem(t('cli:tent.orderFile', { faction: factionName, turn: lock.submission.turn }))}.json`;
    let file = path.join(options.out, name);
    for (let n = 2; ; n++) {
      try {
        await writeFile(file, text, { flag: 'wx' });
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || n > 99) throw e;
        file = path.join(options.out, name.replace(/\.json$/, ` (${n}).json`));
      }
    }
    written.set(lock.seat, file);
    io.out(t('cli:tent.locked', { faction: factionName, file }));
  };
  const session = createTentSession(campaign, {
    onLocked,
    onReopened: async (seat, why) => {
      const file = written.get(seat.id);
      written.delete(seat.id);
      // The file was the tent's own and stands for orders the faction withdrew: importing it later would be wrong.
      if (file) await rm(file, { force: true });
      io.out(
        file
          ? t('cli:tent.reopenedRemoved', { name: seat.name, why, file: path.basename(file) })
          : t('cli:tent.reopened', { name: seat.name, why }),
      );
    },
  });
  let tent: RunningTent;
  try {
    tent = await startTentServer({
      host: options.host,
      port: options.port,
      phoneDir: await ensurePhonePage(),
      session,
    });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.error(
      code === 'EADDRINUSE'
        ? t('cli:tent.portTaken', { port: options.port, host: options.host })
        : t('cli:tent.couldNotOpen', {
            host: options.host,
            port: options.port,
            reason: (e as Error).message,
          }),
    );
    return 1;
  }
  const open = isFirestormState(campaign) ? 'cli:tent.openFirestorm' : 'cli:tent.openCore';
  io.out(t(open, { campaign: campaign.name, url: tent.url }));
  if (isFirestormState(campaign) && campaign.turn.step !== 'ORDERS')
    io.out(
      t('cli:tent.notOrdersStep', {
        step: t(`firestorm:steps.${campaign.turn.step}`),
        orders: t('firestorm:steps.ORDERS'),
      }),
    );
  io.out(t('cli:tent.giveLinks'));
  for (const link of tent.links) {
    io.out(`  ${link.name}: ${link.url}`);
    if (options.qr) io.out(await QRCode.toString(link.url, { type: 'terminal', small: true }));
  }
  if (isFirestormState(campaign)) io.out(t('cli:tent.writtenTo', { folder: options.out }));
  await stopped(tent);
  await tent.close();
  io.out(t('tent:closed'));
  return 0;
}
