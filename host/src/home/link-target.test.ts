import { gameTypeRoute, linkTarget } from './link-target';

describe('banner and bar links (SPEC §2 routes; open redirects refused)', () => {
  it.each([
    ['/luckyWheel', { kind: 'internal', to: '/luckyWheel' }],
    [
      'newMemberGiftPackVi?activityId=3&type=3',
      { kind: 'internal', to: '/newMemberGiftPackVi?activityId=3&type=3' },
    ],
    [
      'https://partner.example.com/promo',
      { kind: 'external', href: 'https://partner.example.com/promo' },
    ],
  ])('%s → %j', (link, target) => expect(linkTarget(link)).toEqual(target));

  it.each([
    '',
    '#',
    null,
    42,
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    'https://',
  ])('%j is no link', (link) => expect(linkTarget(link)).toBeNull());

  it('derives a route from the game type when a bar item has no link', () => {
    expect(gameTypeRoute(7)).toBe('/sports');
    expect(gameTypeRoute(0)).toBe('/anchorPlay');
    expect(gameTypeRoute(2)).toBe('/electronic/2');
    expect(gameTypeRoute(null)).toBeNull();
    expect(gameTypeRoute('x')).toBeNull();
  });
});
