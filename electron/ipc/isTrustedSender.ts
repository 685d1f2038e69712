import { isAppUrl } from '../appProtocol';

/** The parts of Electron's WebFrameMain the check reads. */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

/**
 * True when an IPC message comes from the top frame of a page served from app://hexmarch/. Frames can be
 * null (the frame navigated or was destroyed before the handler ran) and subframes could host other content;
 * both are refused.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined): boolean {
  return frame != null && frame.parent === null && isAppUrl(frame.url);
}
