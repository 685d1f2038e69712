import { t } from '@shared/i18n';
import QRCode from 'qrcode';
import { loadHexmarchFile } from '@shared/file';
import type {
  TentAddressChoice,
  TentAnswer,
  TentDeskStatus,
  TentLockedOrders,
  TentOpened,
} from '@shared/ipc';
import type { CampaignState } from '@shared/document';
import { encodeOrderCode } from '@shared/rulesets/firestorm/submission';
import { isTentAddress, tentAddresses } from './tentAddresses';
import { createTentSession, type TentSession } from './tentSession';
import { startTentServer, type RunningTent, type TentLimits } from './tentServer';

/** The GM's side of the order tent: at most one open tent, driven by the desk through the bridge. */
export interface TentController {
  addresses(): TentAddressChoice[];
  open(host: string, port: number, fileText: string): Promise<TentAnswer<TentOpened>>;
  update(fileText: string): TentAnswer<null>;
  status(): TentDeskStatus | null;
  take(): Promise<TentAnswer<TentLockedOrders[]>>;
  unlock(seat: string, reason: string): TentAnswer<null>;
  close(): Promise<void>;
}

export interface TentControllerDeps {
  /** The built phone page's folder (dist/renderer/tent). */
  readonly phoneDir: () => string | Promise<string>;
  readonly limits?: Partial<TentLimits>;
}

/** The campaign in a `.hexmarch` file's text, read by the app's own loader, or why not in the GM's words. */
function campaignOf(fileText: string): TentAnswer<CampaignState> {
  const loaded = loadHexmarchFile(fileText);
  if (!loaded.ok)
    return { ok: false, message: t('tent:controller.unreadable', { reason: loaded.error.message }) };
  const campaign = loaded.value.document.campaign;
  if (!campaign) return { ok: false, message: t('tent:controller.notStarted') };
  return { ok: true, value: campaign };
}

/**
 * One module for every host (issue 28): the Electron main process registers it behind IPC handlers and the browser
 * edition's Node server behind its loopback routes; `hexmarch tent` uses the session and server directly.
 */
export function createTentController(deps: TentControllerDeps): TentController {
  let open: { session: TentSession; server: RunningTent } | null = null;

  const close = async () => {
    const was = open;
    open = null;
    await was?.server.close();
  };

  return {
    addresses: () => tentAddresses(),
    async open(host, port, fileText) {
      if (!isTentAddress(host)) return { ok: false, message: t('tent:controller.notAddress', { host }) };
      const campaign = campaignOf(fileText);
      if (!campaign.ok) return campaign;
      // One tent at a time: opening again (another address, a reloaded page) closes the one before, and its links.
      await close();
      const session = createTentSession(campaign.value);
      let server: RunningTent;
      try {
        server = await startTentServer({
          host,
          port,
          phoneDir: await deps.phoneDir(),
          session,
          limits: deps.limits,
        });
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        return {
          ok: false,
          message:
            code === 'EADDRINUSE'
              ? t('tent:controller.portInUse', { port, host })
              : code === 'ENOENT'
                ? t('tent:controller.notBuilt')
                : t('tent:controller.couldNotOpen', { host, port, reason: code ?? (e as Error).message }),
        };
      }
      open = { session, server };
      const links = await Promise.all(
        server.links.map(async (l) => ({
          ...l,
          qrSvg: await QRCode.toString(l.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        })),
      );
      return { ok: true, value: { url: server.url, links } };
    },
    update(fileText) {
      if (!open) return { ok: false, message: t('tent:closed') };
      const campaign = campaignOf(fileText);
      if (!campaign.ok) return campaign;
      if (
        campaign.value.name !== open.session.campaign().name ||
        campaign.value.ruleset !== open.session.campaign().ruleset
      )
        return {
          ok: false,
          message: t('tent:controller.otherCampaign'),
        };
      open.session.update(campaign.value);
      return { ok: true, value: null };
    },
    status() {
      if (!open) return null;
      return { ...open.session.status(), url: open.server.url };
    },
    async take() {
      if (!open) return { ok: false, message: t('tent:closed') };
      const taken = open.session.takeLocked();
      if (!taken.ok) return { ok: false, message: taken.refusal.problems.join(' ') };
      const out = await Promise.all(
        taken.value.map(async (l) => ({
          seat: l.seat,
          code: await encodeOrderCode(l.submission),
          fingerprint: l.fingerprint,
        })),
      );
      return { ok: true, value: out };
    },
    unlock(seat, reason) {
      if (!open) return { ok: false, message: t('tent:closed') };
      const r = open.session.override(seat, reason);
      return r.ok ? { ok: true, value: null } : { ok: false, message: r.refusal.problems.join(' ') };
    },
    close,
  };
}
