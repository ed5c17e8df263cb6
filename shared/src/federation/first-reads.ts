import type { FirstRead } from './contracts';

/** The name of a first read's `image` field (contracts.ts): a plain property name. */
export const FIRST_IMAGE_FIELD = /^\w{1,40}$/;

/**
 * The picture a page shows first, from a first read's answer (its envelope): `field` of the first item
 * of `data` (or `data.records`), or of `data` itself when it is one record (a live room's info), as the
 * page resolves it — an http(s) address as it is, a path on the API's host; '' when there is none.
 */
export function firstImageOf(body: unknown, field: string, apiBaseUrl: string): string {
  const data = (body as { data?: unknown } | null)?.data;
  const list = Array.isArray(data) ? data : (data as { records?: unknown } | null)?.records;
  const first: unknown = Array.isArray(list) ? list[0] : list === undefined ? data : undefined;
  const url = first && typeof first === 'object' ? (first as Record<string, unknown>)[field] : null;
  return apiImageSrc(typeof url === 'string' ? url : null, apiBaseUrl) ?? '';
}

/** An image address of the API's answers: http(s) as it is, anything else a path on the API's host. */
export function apiImageSrc(
  url: string | null | undefined,
  apiBaseUrl: string,
): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${apiBaseUrl}${url}`;
}

/** A query value a first read may carry: an id, never a path, a URL or anything to escape. */
const PLAIN_VALUE = /^[\w-]{1,64}$/;
const PLACEHOLDER = /\{(\w+)\}/g;
const WHOLE_PLACEHOLDER = /^\{(\w+)\}$/;

/**
 * A route's declared first read with its `{name}` placeholders filled from the page's query
 * (`/anchorPlay?id=7`): in the path, and as whole string values of the body. Null when a named value
 * is missing or not a plain id, so the read is not started (the page then asks for it itself); null
 * too when the query has the read's `unless` value (the route then shows another page).
 */
export function fillFirstRead(read: FirstRead, query: URLSearchParams): FirstRead | null {
  if (read.unless && query.get(read.unless)) return null;
  let unfilled = false;
  const valueOf = (name: string): string => {
    const value = query.get(name);
    if (value !== null && PLAIN_VALUE.test(value)) return value;
    unfilled = true;
    return '';
  };
  const path = read.path.replace(PLACEHOLDER, (_, name: string) => valueOf(name));
  const body = read.body
    ? Object.fromEntries(
        Object.entries(read.body).map(([key, value]) => {
          const name = typeof value === 'string' ? WHOLE_PLACEHOLDER.exec(value)?.[1] : undefined;
          return [key, name ? valueOf(name) : value];
        }),
      )
    : undefined;
  if (unfilled) return null;
  return body ? { ...read, path, body } : { ...read, path };
}
