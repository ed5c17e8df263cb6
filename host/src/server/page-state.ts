/**
 * The answers a server-rendered page was drawn from, in the document as a data block, so the browser's
 * query cache starts with exactly them and hydration draws the same page (TanStack Query's
 * dehydrate/hydrate).
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createHostQueryClient } from '../app/query-client';
import { prefetchHomeQueries } from '../home/home-queries';
import { PAGE_STATE_BLOCK_ID } from '../platform/page-state-block';
import { dataBlock } from './data-block';
import { prepareRender } from './prepare-render';

export { PAGE_STATE_BLOCK_ID };

/** The answers `/` is drawn from, or null unless every read answered within `timeoutMs`. */
export async function loadHomeState(
  config: Record<string, unknown>,
  language: string,
  timeoutMs: number,
): Promise<DehydratedState | null> {
  await prepareRender(config, language);
  const client: QueryClient = createHostQueryClient(true);
  const reads = prefetchHomeQueries(client);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  try {
    await Promise.race([Promise.all(reads), late]);
  } finally {
    clearTimeout(timer);
  }
  const state = dehydrate(client);
  // a part drawn from nothing would hydrate against a cache that has it by then: all or none
  return state.queries.length === reads.length ? state : null;
}

/** The data block of `state`. */
export const pageStateBlock = (state: DehydratedState) => dataBlock(PAGE_STATE_BLOCK_ID, state);
