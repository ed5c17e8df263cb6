/** An element as a comparable tree: tag, attributes (sorted, without `ignore`), text of leaves, children. */
export interface DomShape {
  tag: string;
  attrs: string[];
  text?: string | null;
  children: DomShape[];
}

/**
 * The shape of markup drawn twice — by an early painter (plain DOM) and by the page's React component —
 * so a test can require that the page's render takes over without a visible change.
 */
export function domShape(el: Element, ignore: readonly string[] = ['data-testid']): DomShape {
  return {
    tag: el.tagName,
    attrs: [...el.attributes]
      // data-discover: React Router's mark for its route discovery, not part of what a member sees
      .filter((a) => a.name !== 'data-discover' && !ignore.includes(a.name))
      .map((a) => `${a.name}=${a.value}`)
      .sort(),
    text: el.children.length ? undefined : el.textContent,
    children: [...el.children].map((child) => domShape(child, ignore)),
  };
}
