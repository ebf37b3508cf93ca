// A value that follows its source once the source has been still for the given delay (search boxes).
import { debounceMs } from '@parcours/shared';
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delay: number = debounceMs.short): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
