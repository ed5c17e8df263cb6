import { useMemberName, useRgState } from '@app/shared/api/member';

export type BreakStatus =
  /** A guest, or a member free to play. */
  | { kind: 'none' }
  /** A member whose state is not known yet (or could not be read). */
  | { kind: 'unknown' }
  /** A member in a time-out or self-exclusion until `until` (server ms). */
  | { kind: 'break'; until: number };

/**
 * Whether the member is taking a break (time-out or self-exclusion) now; turns back to 'none' by
 * itself when the break ends while the page is open (the shared hook re-renders then).
 */
export function useBreakStatus(): BreakStatus {
  const userName = useMemberName();
  const { state, until } = useRgState();
  if (userName === null) return { kind: 'none' };
  if (!state) return { kind: 'unknown' };
  return until === null ? { kind: 'none' } : { kind: 'break', until };
}
