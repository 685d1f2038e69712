import { z } from 'zod';
import type { IpcMain } from 'electron';
import { IPC_CHANNELS, MAX_TENT_CAMPAIGN_TEXT } from '@shared/ipc';
import type { TentController } from '../tent/tentController';
import { handleValidated } from './handleValidated';

const fileText = z.string().min(1).max(MAX_TENT_CAMPAIGN_TEXT);

/** Argument schemas of the tent's bridge methods (issue 28): each call is checked before the controller sees it. */
export const TENT_ARGS = {
  tentAddresses: z.tuple([]),
  openTent: z.tuple([z.string().min(1).max(64), z.number().int().min(1024).max(65535), fileText]),
  updateTent: z.tuple([fileText]),
  tentStatus: z.tuple([]),
  takeTentOrders: z.tuple([]),
  unlockTentSeat: z.tuple([z.string().min(1).max(64), z.string().max(200)]),
  closeTent: z.tuple([]),
} as const;

/** Registers one validated handler per tent capability; the tent itself runs in this (the main) process. */
export function registerTentHandlers(ipcMain: Pick<IpcMain, 'handle'>, tent: TentController): void {
  const c = IPC_CHANNELS;
  handleValidated(ipcMain, c.tentAddresses, TENT_ARGS.tentAddresses, () => tent.addresses());
  handleValidated(ipcMain, c.openTent, TENT_ARGS.openTent, (host, port, text) => tent.open(host, port, text));
  handleValidated(ipcMain, c.updateTent, TENT_ARGS.updateTent, (text) => tent.update(text));
  handleValidated(ipcMain, c.tentStatus, TENT_ARGS.tentStatus, () => tent.status());
  handleValidated(ipcMain, c.takeTentOrders, TENT_ARGS.takeTentOrders, () => tent.take());
  handleValidated(ipcMain, c.unlockTentSeat, TENT_ARGS.unlockTentSeat, (seat, reason) =>
    tent.unlock(seat, reason),
  );
  handleValidated(ipcMain, c.closeTent, TENT_ARGS.closeTent, () => tent.close());
}
