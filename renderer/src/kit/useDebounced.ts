import { useEffect, useState } from 'react';

/** `value`, but only after it has stopped changing for `delay` ms (the live preview regenerates at most that often). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
