/** Narrowing of the loose fields the shared schemas let through (looseObject). */
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

export type Loose = Record<string, unknown>;
const isObj = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The objects of a list (a bare array or a page's records), others dropped. */
export function readList(data: unknown): Loose[] {
  const list = Array.isArray(data) ? data : isObj(data) ? data.records : undefined;
  return Array.isArray(list) ? list.filter(isObj) : [];
}

export function readObj(v: unknown): Loose {
  return isObj(v) ? v : {};
}
