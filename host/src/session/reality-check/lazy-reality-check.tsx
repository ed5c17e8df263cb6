import { lazy, Suspense, type ComponentType } from 'react';
import { useMemberName } from '@app/shared/api/member';
import { loadWithRetry } from '../../app/load-with-retry';

type RealityCheckModule = { default: ComponentType<{ userName: string }> };

/** The reality check's code; never fatal to the layout: after the last failure nothing shows. */
function loadRealityCheck(): Promise<RealityCheckModule> {
  return loadWithRetry(
    () => import('./reality-check'),
    () => ({ default: () => null }),
  );
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
