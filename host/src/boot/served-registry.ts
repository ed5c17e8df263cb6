import { readDataBlock } from './read-data-block';

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
  const block = readDataBlock(doc, REGISTRY_BLOCK_ID) as Partial<RegistryBlock> | null | undefined;
  const body = block?.body;
  return block?.url === registryUrl && body && typeof body === 'object' ? body : undefined;
}
