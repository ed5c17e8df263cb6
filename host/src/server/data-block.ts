/** A JSON data block for the document's head (no CSP hash needed); `<` escaped, so no value can close it. */
export function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A value for a double-quoted attribute of the document's head. */
export const attribute = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A high-priority preload of the page's first picture (only http(s) addresses), or ''. */
export function imagePreload(src: string): string {
  return /^https?:\/\//i.test(src)
    ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(src)}">`
    : '';
}
