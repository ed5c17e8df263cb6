import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import type { OnSectionCheck } from './section-window';

/**
 * The sportsbook's maintenance (SPEC §4: statistics code 8, with or without a window), reported to the
 * gate, with the sportsbook's queries it has loaded (only a sports route needs them).
 */
export function SportsCheck({
  queries,
  onCheck,
}: {
  queries: typeof sportsbookListQueries;
  onCheck: OnSectionCheck;
}) {
  const { data } = useQuery(queries.statistics());
  const m = data?.maintenance;
  const start = m?.on ? m.start : null;
  const end = m?.on ? m.end : null;
  const on = m?.on === true;
  useEffect(
    () => onCheck(on ? { kind: 'sports', window: { start, end } } : null),
    [on, start, end, onCheck],
  );
  return null;
}
