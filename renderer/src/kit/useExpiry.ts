import { useEffect } from 'react';

/**
 * Calls `expire` `ms` after `shown` appeared (a new object restarts the clock; null stops it): how a passing
 * message fades without outliving its moment (issue 15).
 */
export function useExpiry(shown: object | null, ms: number, expire: () => void): void {
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(expire, ms);
    return () => clearTimeout(timer);
    // `expire` is a fresh closure each render; only a new message restarts the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, ms]);
}
