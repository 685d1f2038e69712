import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { IpcMainInvokeEvent } from 'electron';
import { checkInvocation, handleValidated } from '../../../electron/ipc/handleValidated';

const appFrame = { senderFrame: { url: 'app://hexmarch/index.html', parent: null } };
const foreignFrame = { senderFrame: { url: 'https://example.com/', parent: null } };
const event = (frame: object) => frame as unknown as IpcMainInvokeEvent;
const nameSchema = z.tuple([z.string().min(1).max(40)]);

describe('checkInvocation', () => {
  it('returns the parsed arguments for the app frame and valid arguments', () => {
    expect(checkInvocation('hexmarch:getSystemInfo', event(appFrame), ['Northmarch'], nameSchema)).toEqual({
      ok: true,
      value: ['Northmarch'],
    });
  });

  it('refuses a foreign sender before looking at the arguments', () => {
    const result = checkInvocation('hexmarch:getSystemInfo', event(foreignFrame), ['Northmarch'], nameSchema);
    expect(result).toEqual({
      ok: false,
      error: 'hexmarch:getSystemInfo refused: the sender is not the Hexmarch app',
    });
  });

  it('refuses a sender whose frame is gone', () => {
    expect(checkInvocation('hexmarch:getSystemInfo', event({ senderFrame: null }), [], z.tuple([])).ok).toBe(
      false,
    );
  });

  it.each([
    ['a wrong type', [42]],
    ['a missing argument', []],
    ['an extra argument', ['Northmarch', 'extra']],
    ['a value out of range', ['']],
  ])('refuses %s and says the arguments are invalid', (_case, args) => {
    const result = checkInvocation('hexmarch:getSystemInfo', event(appFrame), args, nameSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^hexmarch:getSystemInfo refused: invalid arguments: /);
  });
});

describe('handleValidated', () => {
  /** Registers a handler on a fake ipcMain and returns the function ipcMain would call. */
  function register(impl: (name: string) => string) {
    const handle = vi.fn();
    handleValidated({ handle }, 'hexmarch:getSystemInfo', nameSchema, impl);
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle.mock.calls[0]?.[0]).toBe('hexmarch:getSystemInfo');
    return handle.mock.calls[0]?.[1] as (event: unknown, ...args: unknown[]) => unknown;
  }

  it('runs the implementation with the validated arguments', () => {
    const handler = register((name) => `hello ${name}`);
    expect(handler(appFrame, 'Northmarch')).toBe('hello Northmarch');
  });

  it('throws (rejecting the renderer’s promise) and never runs the implementation for a foreign sender', () => {
    const impl = vi.fn(() => 'ran');
    const handler = register(impl);
    expect(() => handler(foreignFrame, 'Northmarch')).toThrow(/sender is not the Hexmarch app/);
    expect(impl).not.toHaveBeenCalled();
  });

  it('throws and never runs the implementation for invalid arguments', () => {
    const impl = vi.fn(() => 'ran');
    const handler = register(impl);
    expect(() => handler(appFrame, { name: 'Northmarch' })).toThrow(/invalid arguments/);
    expect(impl).not.toHaveBeenCalled();
  });
});
