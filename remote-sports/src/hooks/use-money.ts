import { useCallback } from 'react';
import { currencyFor, getRuntimeConfig, useAppStore, useSessionStore } from '@app/shared';
import { formatAmount } from '../lib/money-format';

/** The member's display currency (SPEC §9: regCurrency first, then the market). */
export function useCurrency(): string {
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  const { market } = getRuntimeConfig();
  return currencyFor({ regCurrency, region: market === 'china' ? 'cn' : market });
}

/** Formats amounts in the UI language and the member's currency. */
export function useMoney(): (value: number | null | undefined) => string {
  const lang = useAppStore((s) => s.language);
  const currency = useCurrency();
  return useCallback((value) => formatAmount(value, lang, currency), [lang, currency]);
}
