/**
 * A new element with its class, attributes and text set through the DOM, never as HTML: the markup the
 * early painters draw from the API's answers before the app runs (host/src/boot/early-paint.ts, the
 * remotes' early-paint.ts).
 */
export function domElement<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string | undefined,
  attrs: Readonly<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}
