import { toHealth } from './health-api';

// The console never trusts a shape it did not check: what is malformed is dropped or zeroed.
test('keeps the well-formed parts of an answer', () => {
  const health = toHealth(
    {
      bucketMs: 300000,
      apps: [
        null,
        { app: 7 },
        {
          app: 'sports',
          loads: 'many',
          sparkline: [1, 'x', 2],
          releases: [
            {
              build: 'b1',
              flagged: 'yes',
              groups: [{ fingerprint: 'f', count: 2, topFrame: 3 }, 'junk'],
              routes: [{ route: '/sports', lcpP75: 'slow', inpP75: 120, samples: 4 }],
            },
          ],
        },
      ],
    },
    'day',
  );
  expect(health).toEqual({
    window: 'day',
    bucketMs: 300000,
    apps: [
      {
        app: 'sports',
        loads: 0,
        errors: 0,
        loadFailures: 0,
        sparkline: [1, 0, 2],
        releases: [
          {
            build: 'b1',
            loads: 0,
            share: 0,
            errors: 0,
            loadFailures: 0,
            errorRate: 0,
            flagged: false,
            groups: [
              { fingerprint: 'f', kind: '', message: '', topFrame: null, count: 2, lastAt: 0 },
            ],
            routes: [{ route: '/sports', lcpP75: null, inpP75: 120, samples: 4 }],
          },
        ],
      },
    ],
  });
  expect(toHealth('nope', 'hour')).toEqual({ window: 'hour', bucketMs: 0, apps: [] });
});
