import { memberCurrency } from '@app/shared/rules';
import { getRuntimeConfig } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';

/** The currency prizes are paid in: the member's (SPEC §9: regCurrency first, then the market). */
export function useCurrency(): string {
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  return memberCurrency(regCurrency, getRuntimeConfig().market);
}
