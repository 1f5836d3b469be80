import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delayMs` (compared by its JSON: a new object of equal content is the same value). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const json = JSON.stringify(value);
  const [settled, setSettled] = useState<{ json: string; value: T }>({ json, value });
  useEffect(() => {
    if (json === settled.json) return;
    const timer = setTimeout(() => setSettled({ json, value: JSON.parse(json) as T }), delayMs);
    return () => clearTimeout(timer);
  }, [json, settled.json, delayMs]);
  return settled.value;
}
