import { http } from 'msw';
import { ok, onAnyOrigin, providerOk } from './envelope';

/** Where the sample sports-service token points the provider calls. */
export const SAMPLE_SPORTSBOOK_BASE = 'https://sportsbook.test';

const serviceConfig = (token: string) => ({ token, apiServerAddress: SAMPLE_SPORTSBOOK_BASE });

/** The sports-service token (logged-in and guest variants) and the provider's match list (SPEC §7). */
export const sportsbookHandlers = [
  http.post(onAnyOrigin('/api/game/sports/token'), () => ok(serviceConfig('sb-member'))),
  http.post(onAnyOrigin('/api/game/sports/token/guest'), () => ok(serviceConfig('sb-guest'))),
  http.post(`${SAMPLE_SPORTSBOOK_BASE}/v1/match/getList`, () =>
    providerOk({ records: [], total: 0 }),
  ),
];
