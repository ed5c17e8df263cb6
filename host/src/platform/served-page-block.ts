import { RegistryRemoteSchema, RouteEntrySchema } from '@app/shared/federation';
import type { ServedPage } from '../routing/served-page';

/** The data block that names the remote page the server drew (src/server/remote-page.ts). */
export const SERVED_PAGE_BLOCK_ID = 'served-page';

/** What the block holds: the served page without its loaded module. */
export type ServedPageBlock = Omit<ServedPage, 'routes'>;

/** The remote page the server drew, or null (no block, or not its shape). */
export function servedRemotePage(doc: Document): ServedPageBlock | null {
  const text = doc.getElementById(SERVED_PAGE_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ServedPageBlock, unknown>> | null;
    const remote = RegistryRemoteSchema.safeParse(value?.remote);
    const entry = RouteEntrySchema.safeParse(value?.entry);
    const { pathname, basePath, member } = value ?? {};
    return remote.success &&
      entry.success &&
      typeof pathname === 'string' &&
      typeof basePath === 'string'
      ? { pathname, basePath, remote: remote.data, entry: entry.data, member: member === true }
      : null;
  } catch {
    return null;
  }
}
