import { attribute } from './data-block';

/**
 * A served remote page's stylesheets, written into the document as `<style>` blocks. A `<link>` to
 * the remote's origin would block the first paint for as long as that origin takes: one that accepts
 * the connection and never answers would leave a blank page. The server reads each file once (their
 * names carry their content's hash), within a deadline; when one cannot be read the page is not
 * served, and the browser draws it (its own load of the remote times out into the fallback).
 */

const MAX_CACHED = 64;
const texts = new Map<string, string>();

async function readStylesheet(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const known = texts.get(url);
  if (known !== undefined) return known;
  try {
    const res = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'text/css' },
    });
    if (!res.ok) return null;
    const text = await res.text();
    if (texts.size >= MAX_CACHED) texts.delete(texts.keys().next().value as string);
    texts.set(url, text);
    return text;
  } catch {
    return null;
  }
}

/**
 * The text as a block of the document: its relative `url(…)`s resolved against the file's own
 * address (the document is elsewhere), and `</style` escaped (`\/` is the same character to CSS).
 */
function inBlock(css: string, href: string): string {
  const resolved = css.replace(
    /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g,
    (whole, quote: string, ref: string) =>
      /^(data:|#|[a-z][a-z0-9+.-]*:)/i.test(ref)
        ? whole
        : `url(${quote}${new URL(ref, href).href}${quote})`,
  );
  return resolved.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The `<style>` blocks of `urls`, in order, or null when any of them cannot be read in time. Each
 * names the file it came from (`data-href`), so a reader of the document can tell where it is from.
 */
export async function inlineStylesheets(
  urls: readonly string[],
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const read = await Promise.all(urls.map((url) => readStylesheet(url, timeoutMs, fetchImpl)));
  if (read.some((text) => text === null)) return null;
  return read
    .map((text, i) => {
      const href = urls[i] as string;
      return `<style data-href="${attribute(href)}">${inBlock(text as string, href)}</style>`;
    })
    .join('');
}
