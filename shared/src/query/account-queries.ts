import { queryOptions } from '@tanstack/react-query';
import { getUserInfo, getWalletBalance } from '../api/member';

/**
 * Query factories of the member centre (SPEC §7 Wallet and member). Owned by remote-account.
 * Personal data is keyed by the user name, so another login never reads the last member's answer.
 */
export const accountQueries = {
  userInfo: (userName: string) =>
    queryOptions({ queryKey: ['account', userName, 'info'] as const, queryFn: getUserInfo }),
  wallet: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'wallet'] as const,
      queryFn: getWalletBalance,
      staleTime: 0,
    }),
};
