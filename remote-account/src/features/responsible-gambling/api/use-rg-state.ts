import { rgQueries } from '@app/shared/api/rg';
import { useQuery } from '@app/shared/client';
import { useMemberName } from '../../../lib/use-member';

/** Limits with what is used, the reality-check interval and any break (one cache for every app). */
export function useRgState() {
  const name = useMemberName() ?? '';
  return useQuery({ ...rgQueries.state(name), enabled: Boolean(name) });
}

/** Every change the server recorded, newest first. */
export function useRgAudit() {
  const name = useMemberName() ?? '';
  return useQuery({ ...rgQueries.audit(name), enabled: Boolean(name) });
}
