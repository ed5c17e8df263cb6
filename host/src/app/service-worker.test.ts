import { shouldRegisterServiceWorker, type ServiceWorkerEnv } from './service-worker';

const base: ServiceWorkerEnv = {
  production: true,
  webdriver: false,
  optIn: false,
  supported: true,
};

describe('shouldRegisterServiceWorker (issue 15)', () => {
  test('a production page of a real browser registers the worker', () => {
    expect(shouldRegisterServiceWorker(base)).toBe(true);
  });
  test('development builds and browsers without service workers never register', () => {
    expect(shouldRegisterServiceWorker({ ...base, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...base, production: false, optIn: true })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...base, supported: false })).toBe(false);
  });
  test('automated browsers register only when the test opts in', () => {
    expect(shouldRegisterServiceWorker({ ...base, webdriver: true })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...base, webdriver: true, optIn: true })).toBe(true);
  });
});
