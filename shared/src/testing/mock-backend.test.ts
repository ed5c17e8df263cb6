import { http as route } from 'msw';
import { listAdverts } from '../api/promotion/promotion';
import { ApiError } from '../api/core/api-error';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { ok, sampleAdverts } from './handlers';
import { clearBackends, mockBackend } from './mock-backend';
import { server } from './mock-server';

beforeEach(() => {
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'https://api.test', registryUrl: 'https://api.test/r' }),
  );
  clearBackends();
});

describe('MSW in jest: domain handlers, a test backend, per-test handlers', () => {
  it('without a test backend the domain handlers answer through the real client', async () => {
    await expect(listAdverts()).resolves.toMatchObject(sampleAdverts);
  });

  it('a test backend answers its routes in the envelope and records each call off the wire', async () => {
    const api = mockBackend();
    api.on('GET', '/api/promotion/advertise/list/', () => ({ data: [{ id: 2, title: 'Cup' }] }));
    await expect(listAdverts('t1')).resolves.toMatchObject([{ title: 'Cup' }]);
    expect(api.callsTo('/api/promotion/advertise/list')).toMatchObject([
      { method: 'GET', params: { tenantId: 't1' }, headers: { client: '1' } },
    ]);
    expect(api.calls[0]!.headers.Client).toBe('1'); // header names in any case
  });

  it('an undeclared route is the business error 404001; a business error rejects as ApiError', async () => {
    const api = mockBackend();
    await expect(listAdverts()).rejects.toMatchObject({ code: 404001 });
    api.on('GET', '/api/promotion/advertise/list', () => ({ code: 500123, msg: 'nope' }));
    await expect(listAdverts()).rejects.toBeInstanceOf(ApiError);
  });

  it('a handler a test adds with server.use comes first', async () => {
    mockBackend();
    server.use(route.get('*/api/promotion/advertise/list', () => ok([{ id: 3, title: 'Own' }])));
    await expect(listAdverts()).resolves.toMatchObject([{ title: 'Own' }]);
  });
});
