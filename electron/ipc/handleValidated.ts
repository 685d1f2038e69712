import { z } from 'zod';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { IpcChannel } from '@shared/ipc';
import { err, ok, type Result } from '@shared/result';
import { isTrustedSender } from './isTrustedSender';

/** A zod schema for a handler's argument list; z.tuple([...]) rejects missing and extra arguments. */
export type ArgsSchema = z.ZodType<unknown[]>;

/**
 * Decides whether an invocation may run: the sender must be the app's top frame and the arguments must match
 * the schema. Returns the parsed arguments, or why the call was refused.
 */
export function checkInvocation<S extends ArgsSchema>(
  channel: IpcChannel,
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  args: unknown[],
  schema: S,
): Result<z.output<S>, string> {
  if (!isTrustedSender(event.senderFrame)) {
    return err(`${channel} refused: the sender is not the Hexmarch app`);
  }
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    return err(`${channel} refused: invalid arguments: ${z.prettifyError(parsed.error)}`);
  }
  return ok(parsed.data);
}

/**
 * Registers an `ipcMain.handle` handler that runs `impl` only after {@link checkInvocation} accepts the call.
 * A refused call rejects the renderer's promise with the reason; `impl` never sees unchecked input.
 */
export function handleValidated<S extends ArgsSchema, R>(
  ipcMain: Pick<IpcMain, 'handle'>,
  channel: IpcChannel,
  schema: S,
  impl: (...args: z.output<S>) => R | Promise<R>,
): void {
  ipcMain.handle(channel, (event, ...args: unknown[]) => {
    const checked = checkInvocation(channel, event, args, schema);
    if (!checked.ok) throw new Error(checked.error);
    return impl(...checked.value);
  });
}
