/**
 * A remote's entry and the preloads of its files load CORS-enabled (`crossorigin="anonymous"`, which
 * the remotes' servers answer with Access-Control-Allow-Origin): an error thrown by a remote's code
 * then reaches the page's listeners with its message and stack instead of a muted "Script error.",
 * and the reporter can group it. The remotes' own chunk loads do the same (output.crossOriginLoading).
 */
const crossOrigin = (url: string) => {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
};

/** The `<script>` the federation runtime loads a remote's entry with. */
export function corsScript(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (crossOrigin(url)) script.crossOrigin = 'anonymous';
  return script;
}

/** The `<link>` the federation runtime preloads a remote's file with. */
export function corsLink(url: string, attrs: Record<string, unknown> = {}): HTMLLinkElement {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
  if (link.getAttribute('as') === 'script' && crossOrigin(url)) link.crossOrigin = 'anonymous';
  link.href = url;
  return link;
}
