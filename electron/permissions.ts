import type { Session } from 'electron';

/** The slice of Session the permission handlers use, so tests can pass a fake. */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

/**
 * Hexmarch needs no camera, microphone, notifications, geolocation, clipboard reads, HID, USB or serial devices:
 * every permission is refused, whether the page asks for it (request), merely checks whether it has it (check,
 * which Chromium answers without a request for some permissions), or asks for a device it was granted before.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
