const LOCALES: Record<string, string> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-US' };

/** Currencies without minor units in display (research §10: VND has none). */
const WHOLE = new Set(['VND']);

/**
 * Amount display per UI language: grouped digits, truncated (never rounded up) to the currency's
 * units — VND whole, others 2 decimals — and the currency sign when Intl knows the code.
 */
export function formatAmount(
  value: number | null | undefined,
  lang: string,
  currency: string,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '--';
  const digits = WHOLE.has(currency) ? 0 : 2;
  const f = 10 ** digits;
  const truncated = Math.trunc(value * f + Math.sign(value) * 1e-6) / f;
  const locale = LOCALES[lang] ?? 'en-US';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: digits,
    }).format(truncated);
  } catch {
    const n = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(truncated);
    return `${n} ${currency}`;
  }
}
