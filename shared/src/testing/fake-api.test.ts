/** @jest-environment jsdom */
import { listAdverts } from '../api/promotion/promotion';
import { ApiError } from '../api/core/api-error';
import { fail, ok, startFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterEach(() => api.reset());
afterAll(() => api.close());

describe('fake API for component tests (real HTTP through the real client)', () => {
  it('answers a call with the envelope and records it with its headers', async () => {
    api.on('GET', '/api/promotion/advertise/list', () => ok([{ id: 1, title: 'Cup' }]));
    await expect(listAdverts()).resolves.toMatchObject([{ title: 'Cup' }]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.client).toBe('1');
  });

  it('the latest route wins, patterns match, business errors reject as ApiError', async () => {
    api.on('GET', /advertise\/list$/, () => ok([]));
    api.on('GET', '/api/promotion/advertise/list', () => fail(500123, 'nope'));
    await expect(listAdverts()).rejects.toBeInstanceOf(ApiError);
  });

  it('an unknown route answers 404 and is still recorded', async () => {
    await expect(listAdverts()).rejects.toBeInstanceOf(ApiError);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/promotion/advertise/list']);
  });
});
