import {
  liveQueries,
  payRelationFee,
  saveFollowOrder,
  toggleFollowPresenter,
  type PushOrder,
} from '@app/shared/api/live';
import { useMutation, useQuery, useQueryClient } from '@app/shared/client';
import { publishIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';

const useUserName = () => useSessionStore((s) => s.username);

export function useStreamInfo(id: string) {
  return useQuery(liveQueries.info(id, useUserName()));
}

export function usePresenter(anchorId: number | string | undefined) {
  const user = useUserName();
  return useQuery({
    ...liveQueries.presenter(anchorId ?? '', user),
    enabled: anchorId !== undefined,
  });
}

export function useRoomScore(streamId: string, enabled: boolean) {
  return useQuery({ ...liveQueries.score(streamId), enabled });
}

export function useRoomTips(streamId: string) {
  return useQuery(liveQueries.pushOrders(streamId, useUserName()));
}

/** Follow or unfollow the presenter (a toggle). */
export function useFollowPresenter(anchorId: number | string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (anchorId === undefined) return Promise.reject(new Error('The room has no presenter'));
      return toggleFollowPresenter(anchorId);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['live', 'presenter', String(anchorId)] }),
  });
}

/** Records the follow (`follow/order/save`), then hands the selection to the sports bet slip. */
export function useFollowTip() {
  return useMutation({
    mutationFn: (order: PushOrder) => saveFollowOrder({ pushOrderId: order.id }),
  });
}

/** Pays for a locked room or tip (idempotent on the server, R8), then reloads what it unlocks. */
export function usePayFee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: { streamId: string } | { pushOrderId: number | string }) =>
      payRelationFee(target),
    onSuccess: () => {
      publishIntent('wallet.changed', { reason: 'live.fee' });
      void qc.invalidateQueries({ queryKey: ['live', 'info'] });
      void qc.invalidateQueries({ queryKey: ['live', 'push-orders'] });
    },
  });
}
