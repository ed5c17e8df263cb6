import { publishIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';

/** The logged-in member's name (query keys of personal data), or null for a guest. */
export function useMemberName(): string | null {
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username);
  return token && username ? username : null;
}

/** After a claim that moved money: the new balance now, and the host refreshes what shows it. */
export function creditWallet(balance: number | null | undefined): void {
  if (typeof balance === 'number') useSessionStore.getState().setBalance(balance);
  publishIntent('wallet.changed', { reason: 'claim' });
}
