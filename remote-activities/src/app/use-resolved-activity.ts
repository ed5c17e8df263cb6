import { useEffect, useRef } from 'react';
import { clickActivity, promotionQueries } from '@app/shared/api/promotion';
import { useQuery } from '@app/shared/client';
import type { ActivityDef } from '../lib/catalog';
import { resolveActivity, type ResolvedActivity } from '../lib/mechanic';

/**
 * The page's mechanic and server activity from the server's activity list, and one
 * `activity/click` per page open once the activity is known (analytics; failures are silent).
 */
export function useResolvedActivity(
  def: ActivityDef,
  linkedId: number | undefined,
): { resolved: ResolvedActivity; pending: boolean } {
  const list = useQuery(promotionQueries.activities());
  const resolved = resolveActivity(def, list.data, linkedId);
  const clicked = useRef(false);
  const { activityId } = resolved;
  const settled = !list.isPending;

  useEffect(() => {
    if (!settled || activityId === null || clicked.current) return;
    clicked.current = true;
    clickActivity(activityId).catch(() => undefined);
  }, [settled, activityId]);

  return { resolved, pending: list.isPending };
}
