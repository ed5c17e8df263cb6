/** The one paging helper (#9): `current` from 1, `size` clamped; records of that page and the totals. */
export interface PageOptions {
  defaultSize?: number;
  maxSize?: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function page<T>(
  list: T[],
  current: unknown,
  size: unknown,
  { defaultSize = 20, maxSize = 200 }: PageOptions = {},
): Page<T> {
  const c = Math.max(1, Math.floor(Number(current)) || 1);
  const s = Math.min(maxSize, Math.max(1, Math.floor(Number(size)) || defaultSize));
  return {
    records: list.slice((c - 1) * s, c * s),
    total: list.length,
    current: c,
    size: s,
    pages: Math.ceil(list.length / s),
  };
}

/** Pages a list by the `current` and `size` fields of a request body. */
export function paged<T>(list: T[], b: Record<string, unknown>, opts?: PageOptions): Page<T> {
  return page(list, b.current, b.size, opts);
}
