import { useEffect, useRef, useState } from 'react';

/** Issue #10: an odds change flashes up or down for 2 s. */
export const FLASH_MS = 2_000;

export function useFlash(value: number): 'up' | 'down' | null {
  const prev = useRef(value);
  const [dir, setDir] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (value === prev.current) return;
    setDir(value > prev.current ? 'up' : 'down');
    prev.current = value;
    const id = setTimeout(() => setDir(null), FLASH_MS);
    return () => clearTimeout(id);
  }, [value]);
  return dir;
}
