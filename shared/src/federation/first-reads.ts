import type { FirstRead } from './contracts';

/** A query value a first read may carry: an id, never a path, a URL or anything to escape. */
const PLAIN_VALUE = /^[\w-]{1,64}$/;
const PLACEHOLDER = /\{(\w+)\}/g;
const WHOLE_PLACEHOLDER = /^\{(\w+)\}$/;

/**
 * A route's declared first read with its `{name}` placeholders filled from the page's query
 * (`/anchorPlay?id=7`): in the path, and as whole string values of the body. Null when a named value
 * is missing or not a plain id, so the read is not started (the page then asks for it itself).
 */
export function fillFirstRead(read: FirstRead, query: URLSearchParams): FirstRead | null {
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
