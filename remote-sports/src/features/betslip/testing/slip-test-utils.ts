import { useSportsConfigStore } from '@app/shared/store';
import { setShellServices, type BetSelectionIntent } from '@app/shared/federation';
import { mockOrigin, type MockOrigin, type MockReply } from '@app/shared/testing';
import { setUpSportsUi } from '../../../test-ui';

/** English UI with the sports messages, and a config pointing at a fake API. */
export const setUpSlipUi = () => setUpSportsUi();

/** The host's services as the slip uses them: the balance it reads before a bet is 10,000. */
export function stubShellServices(): void {
  setShellServices({
    openLogin: () => undefined,
    logout: async () => undefined,
    refreshProfile: async () => undefined,
    refreshBalance: async () => 10_000,
    navigate: () => undefined,
  });
}

/**
 * The sportsbook provider as a real local server (its axios instance is not the one the shared
 * fake backend stubs), with a member's token stored so no token call runs first.
 */
export async function startFakeSportsbook(): Promise<MockOrigin> {
  const api = await mockOrigin();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: api.url, guest: false });
  return api;
}

/** A provider envelope: code 0 with data, or a refusal with its code, message and data. */
export const provider = (code: number, data: unknown = null, msg = ''): MockReply => ({
  json: { code, msg, data },
});

/** A pick of match `n` at decimal odds 2, as a match list sends it to the slip. */
export const pick = (n: number): BetSelectionIntent => ({
  matchId: String(n),
  marketId: `${n}01`,
  outcomeId: '1',
  odds: 2,
  label: `Team ${n}`,
  matchName: `Match ${n}`,
  source: 'sports',
});

/** The provider's quote data of those picks: open, odds 2, stakes 10 to 100,000. */
export const quoteOf = (picks: readonly BetSelectionIntent[]) => ({
  bms: picks.map((p) => ({
    mid: p.marketId,
    matchId: p.matchId,
    op: { od: 2, li: '' },
    ss: 1,
    smin: 10,
    smax: 100_000,
    au: 1,
  })),
  sos: [],
});
