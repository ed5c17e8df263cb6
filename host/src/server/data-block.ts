/** A JSON data block for the document's head (no CSP hash needed); `<` escaped, so no value can close it. */
export function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
