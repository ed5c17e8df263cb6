import { useMutation } from '@app/shared/client';
import { refreshIdentityCode } from '@app/shared/api/member';

/** GET refreshIdentityCode; §8 ignores its errors, the screen says it did not work. */
export function useRefreshIdentityCode() {
  return useMutation({ mutationFn: () => refreshIdentityCode().catch(() => null) });
}
