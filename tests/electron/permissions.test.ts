import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, type PermissionSession } from '../../electron/permissions';

/** A fake session that keeps the handlers the app installs. */
function fakeSession() {
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
  denyAllPermissions(session as unknown as PermissionSession);
  const handlerOf = (mock: ReturnType<typeof vi.fn>) =>
    mock.mock.calls[0]?.[0] as (...args: unknown[]) => unknown;
  return {
    request: handlerOf(session.setPermissionRequestHandler),
    check: handlerOf(session.setPermissionCheckHandler),
    device: handlerOf(session.setDevicePermissionHandler),
  };
}

describe('denyAllPermissions', () => {
  it.each(['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal'])(
    'refuses a request for %s',
    (permission) => {
      const callback = vi.fn();
      fakeSession().request({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(callback).not.toHaveBeenCalledWith(true);
    },
  );

  it.each(['media', 'hid', 'usb', 'serial', 'clipboard-read', 'fullscreen'])(
    'answers "no" when the page checks whether it has %s',
    (permission) => {
      expect(fakeSession().check(null, permission, 'app://hexmarch', {})).toBe(false);
    },
  );

  it.each(['hid', 'usb', 'serial'])('refuses a %s device, even one granted before', (deviceType) => {
    expect(fakeSession().device({ deviceType, origin: 'app://hexmarch', device: {} })).toBe(false);
  });
});
