import { QueryClient } from '@tanstack/react-query';
import { MENU_ORDER_KEY, useAppStore, useSessionStore } from '@app/shared/store';
import type { MaintenanceNotice } from '@app/shared/rules';
import { SITE_MAINTENANCE_KEY, syncMaintainInfo } from './maintain-info-sync';

// SPEC §4/§9: the menu order from the maintenance config is stored only when no user is logged in.

const notice = (gameOrder: string): MaintenanceNotice =>
  ({ id: 1, point: '0', status: '0', sportsConfigVO: { gameOrder } }) as MaintenanceNotice;

async function fetchNotice(client: QueryClient, n: MaintenanceNotice) {
  await client.fetchQuery({ queryKey: [...SITE_MAINTENANCE_KEY], queryFn: async () => n });
}

describe('maintenance config → menu order (SPEC §4, §9)', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ token: null });
    useAppStore.setState({ menuOrderlist: [], maintainInfo: null });
    client = new QueryClient();
    stop = syncMaintainInfo(client);
  });
  afterEach(() => stop());

  it('a guest stores the menu order of the fetched notice', async () => {
    await fetchNotice(client, notice('1,3,5'));
    expect(useAppStore.getState().menuOrderlist).toEqual(['1', '3', '5']);
    expect(JSON.parse(localStorage.getItem(`__${MENU_ORDER_KEY}`)!)).toEqual(['1', '3', '5']);
  });

  it('a logged-in member keeps the notice but not the order', async () => {
    useSessionStore.setState({ token: 'tok' });
    await fetchNotice(client, notice('1,3,5'));
    expect(useAppStore.getState().maintainInfo).not.toBeNull();
    expect(useAppStore.getState().menuOrderlist).toEqual([]);
    expect(localStorage.getItem(`__${MENU_ORDER_KEY}`)).toBeNull();
  });

  it('picks up a notice that was cached before it started, and ignores other queries', async () => {
    stop();
    client.setQueryData([...SITE_MAINTENANCE_KEY], notice('7,2'));
    await client.fetchQuery({ queryKey: ['other'], queryFn: async () => notice('9') });
    stop = syncMaintainInfo(client);
    expect(useAppStore.getState().menuOrderlist).toEqual(['7', '2']);
  });
});
