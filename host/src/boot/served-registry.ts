/**
 * The registry's answer the host's server may write into the document (src/server/registry-blocks.ts):
 * `<script type="application/json" id="registry-answer">{"url": …, "body": …}</script>`. The early
 * script then starts the route manifests at once instead of a round trip later, and the app takes the
 * answer as its registry call's (read by the server for this document, as fresh as the browser's).
 */
export const REGISTRY_BLOCK_ID = 'registry-answer';

export interface RegistryBlock {
  url: string;
  body: unknown;
}

/** The served answer of `registryUrl`, or undefined (no block, another URL, a broken block). */
export function servedRegistry(doc: Document, registryUrl: string): unknown {
  const text = doc.getElementById(REGISTRY_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    const block = JSON.parse(text) as Partial<RegistryBlock> | null;
    const body = block?.body;
    if (block?.url !== registryUrl || !body || typeof body !== 'object') return undefined;
    return body;
  } catch {
    return undefined;
  }
}
