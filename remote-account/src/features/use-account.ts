import { useQuery } from '@tanstack/react-query';
import { getUserInfo, getWalletBalance, useSessionStore } from '@app/shared';

/** User info and balance, written back to the shared session so the header shows the same figures. */
export function useAccount() {
  const token = useSessionStore((s) => s.token);
  const info = useQuery({
    queryKey: ['account', 'info', token],
    queryFn: async () => {
      const userInfo = await getUserInfo();
      useSessionStore.getState().setUserInfo(userInfo);
      return userInfo;
    },
    enabled: Boolean(token),
  });
  const wallet = useQuery({
    queryKey: ['account', 'wallet', token],
    queryFn: async () => {
      const w = await getWalletBalance();
      useSessionStore.getState().setBalance(w.balance);
      return w;
    },
    enabled: Boolean(token),
  });
  return { info, wallet };
}
