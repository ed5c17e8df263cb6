import { useEffect, useState } from 'react';

/**
 * The module `load` resolves with, once it has (null until then, and when `load` is null or fails):
 * code a component needs only in some cases, asked for when the case arises. `load` must be stable
 * (a module-level function).
 */
export function useLoaded<T>(load: (() => Promise<T>) | null): T | null {
  const [loaded, setLoaded] = useState<{ load: () => Promise<T>; module: T } | null>(null);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded({ load, module });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded && loaded.load === load ? loaded.module : null;
}
