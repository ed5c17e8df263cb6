/** A duration as a person reads it: `180 ms`, `2.4 s`; `–` when there is none. */
export function formatMs(value: number | null, language: string): string {
  if (value === null) return '–';
  if (value < 1000)
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'millisecond',
      maximumFractionDigits: 0,
    }).format(value);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 1,
  }).format(value / 1000);
}

export function formatShare(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    value,
  );
}

export function formatRate(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
