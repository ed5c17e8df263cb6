import type { QueryClient } from '@tanstack/react-query';
import type { PageAddress } from '@app/shared/federation';

/** `/personal/<id>`: the overview; a section below it is another page. */
const OVERVIEW = /^\/personal\/[^/]+\/?$/;

/**
 * The member centre's overview is drawn by the host's document server for a browser that holds a
 * login: its tabs and shortcuts, with the profile and wallet cards in their loading form (who the
 * member is and what they hold are read by the browser). Its sections and the other pages are not
 * drawn on the server: false.
 */
export function prefetchMemberCentre(_client: QueryClient, page: PageAddress): Promise<boolean> {
  return Promise.resolve(OVERVIEW.test(page.pathname));
}
