// A value that follows its source only once the source has stopped changing for `delay` ms (search boxes).
import { debounceMs } from '@parcours/shared';
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delay: number = debounceMs.short): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
