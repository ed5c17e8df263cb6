import type { Advert } from '@app/shared/api/promotion';
import type { Registry } from '@app/shared/federation';
import type { RemoteState } from '../platform/catalog-store';
import { activityKeyOfLink, advertsSwitchedOn } from './advert-toggles';

const registry: Registry = {
  version: 1,
  remotes: [],
  activities: { luckyWheel: false, 'rebate-activity': true, firstcharge: false },
};
const remotes = {
  activities: {
    status: 'ready',
    remote: { id: 'activities', name: 'a', manifest: 'x', enabled: true, paths: [] },
    app: { routes: [{ id: 'firstcharge', path: '/first-charge', activityKey: 'firstcharge' }] },
  },
} as unknown as Record<string, RemoteState>;
const ad = (id: number, link: string) => ({ id, link, title: String(id) }) as Advert;

describe('adverts of switched-off activities stay off the home page (issue 53 #3)', () => {
  it('finds the key by the manifest route, else by the registry name', () => {
    expect(activityKeyOfLink('/first-charge?x=1', registry, remotes)).toBe('firstcharge');
    expect(activityKeyOfLink('/luckywheel', registry, remotes)).toBe('luckyWheel');
    expect(activityKeyOfLink('/activity', registry, remotes)).toBeNull();
    expect(activityKeyOfLink('https://example.com/luckyWheel', registry, remotes)).toBeNull();
  });

  it('keeps the rest in order', () => {
    const list = [
      ad(1, '/luckyWheel'),
      ad(2, '/rebate-activity'),
      ad(3, '/first-charge'),
      ad(4, 'https://x.test'),
    ];
    expect(advertsSwitchedOn(list, registry, remotes).map((a) => a.id)).toEqual([2, 4]);
    expect(advertsSwitchedOn(list, null, {}).map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });
});
