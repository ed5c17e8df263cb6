import { accountQueries, type InviteListName } from '@app/shared/api/member';
import { useMutation, useQuery, useQueryClient, ApiError } from '@app/shared/client';
import { drawInviteAward } from '@app/shared/api/promotion';
import { publishIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { useMemberName } from '../../../lib/use-member';

export function useInviteInfo() {
  const name = useMemberName() ?? '';
  return useQuery({ ...accountQueries.inviteInfo(name), enabled: Boolean(name) });
}

export function useReferral() {
  const name = useMemberName() ?? '';
  return useQuery({ ...accountQueries.referral(name), enabled: Boolean(name) });
}

export function useInviteList(list: InviteListName) {
  const name = useMemberName() ?? '';
  return useQuery({ ...accountQueries.inviteList(name, list), enabled: Boolean(name) });
}

/** The referral link on this site's origin (never the API host the server may name). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?inviteCode=${encodeURIComponent(code)}`;
}

export type DrawOutcome =
  { kind: 'paid'; amount: number } | { kind: 'nothingYet' } | { kind: 'failed' };

/**
 * The shared drawInviteAward with a fresh Idempotency-Key per click (R8), quiet: the refusal is
 * shown in the UI language (no toast of the server text), then the figures are read again.
 */
export function useDrawAward() {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<DrawOutcome> => {
      try {
        const r = await drawInviteAward({ quiet: true });
        if (typeof r.balance === 'number') useSessionStore.getState().setBalance(r.balance);
        publishIntent('wallet.changed', { reason: 'invite-award' });
        return { kind: 'paid', amount: r.amount };
      } catch (err) {
        return err instanceof ApiError && err.kind === 'business'
          ? { kind: 'nothingYet' }
          : { kind: 'failed' };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['account', name, 'invite'] }),
  });
}
