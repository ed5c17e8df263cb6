import { useCallback } from 'react';
import { formatMoneyIn, memberCurrency } from '@app/shared/rules';
import { getRuntimeConfig } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';

/** The member's display currency (SPEC §9: regCurrency first, then the market). */
export function useCurrency(): string {
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  return memberCurrency(regCurrency, getRuntimeConfig().market);
}

/**
 * Formats amounts in the member's currency the way the whole site does (SPEC §5 digits and the
 * code: '10,000 VND'), so the slip, the header and shared messages agree.
 */
export function useMoney(): (value: number | null | undefined) => string {
  const currency = useCurrency();
  return useCallback((value) => formatMoneyIn(value, currency), [currency]);
}
