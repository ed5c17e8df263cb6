import { lazy, Suspense, type ComponentType } from 'react';
import { useMemberName } from '@app/shared/query';
import { reportError } from '../../app/global-errors';
import { backoffDelay, sleep } from '../../federation/backoff';

type RealityCheckModule = { default: ComponentType<{ userName: string }> };

const ATTEMPTS = 4;

/**
 * Loads the reality check's code, retrying through a phone's network blips. It is never fatal to
 * the layout: after the last failure nothing shows until the next page load.
 */
async function loadRealityCheck(): Promise<RealityCheckModule> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const loaded = await import('./reality-check');
      // here rather than while rendering: adding a bundle re-renders every translated component
      loaded.registerRealityCheckMessages();
      return loaded;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        reportError(error);
        return { default: () => null };
      }
      await sleep(backoffDelay(attempt, 2000, Math.random, 20_000));
    }
  }
}

const RealityCheck = lazy(loadRealityCheck);

/** The reality check for a logged-in member; a guest loads none of its code. */
export function LazyRealityCheck() {
  const member = useMemberName();
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck key={member} userName={member} />
    </Suspense>
  );
}
