// Request handlers per API domain (MSW): sample answers in the shapes of SPEC §7, typed from the
// client's own types. Jest serves them through msw/node (../mock-server.ts), a browser through
// msw/browser (../browser.ts).
import { liveHandlers } from './live';
import { memberHandlers } from './member';
import { promotionHandlers } from './promotion';
import { rgHandlers } from './rg';
import { siteHandlers } from './site';
import { sportsbookHandlers } from './sportsbook';

export * from './envelope';
export * from './live';
export * from './member';
export * from './promotion';
export * from './rg';
export * from './site';
export * from './sportsbook';

/** Every domain's handlers. */
export const handlers = [
  ...memberHandlers,
  ...promotionHandlers,
  ...liveHandlers,
  ...siteHandlers,
  ...rgHandlers,
  ...sportsbookHandlers,
];
