import * as z from 'zod/mini';
import { RouteEntrySchema } from './contracts';

// Issue 16: a route's on-demand pages are chunk names the host's early script asks for; a manifest
// naming anything else (a path, another file) is refused as a whole.
const route = (extra: object) => z.safeParse(RouteEntrySchema, { id: 'r', path: '/r', ...extra });

describe('route entries: pages loaded on demand', () => {
  it('accept a page chunk for the route and pages chosen by a query value', () => {
    const parsed = route({ page: 'page-list', queryPages: { id: 'page-room' } });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ page: 'page-list', queryPages: { id: 'page-room' } });
  });

  it.each([
    [{ page: '../page-list' }],
    [{ page: 'main' }],
    [{ queryPages: { id: 'page-room.js' } }],
    [{ queryPages: { id: '../x' } }],
    [{ queryPages: { 'i d': 'page-room' } }],
    [{ queryPages: ['page-room'] }],
  ])('refuse %j', (extra) => {
    expect(route(extra).success).toBe(false);
  });
});
