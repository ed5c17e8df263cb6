import { safeLocal } from '@app/shared/rules';

/** Storage key (safeLocal, so '__sw-opt-in' in localStorage) by which a test opts in. */
export const SW_OPT_IN_KEY = 'sw-opt-in';

export interface ServiceWorkerEnv {
  /** A production build (webpack sets NODE_ENV). */
  production: boolean;
  /** navigator.webdriver: automated browsers get no worker unless they opt in. */
  webdriver: boolean;
  /** The opt-in flag of tests (SW_OPT_IN_KEY is '1'). */
  optIn: boolean;
  supported: boolean;
}

/** Whether this page registers /sw.js (issue 15: production only, never under test by default). */
export function shouldRegisterServiceWorker(env: ServiceWorkerEnv): boolean {
  return env.supported && env.production && (!env.webdriver || env.optIn);
}

function readOptIn(): boolean {
  return safeLocal.get(SW_OPT_IN_KEY) === '1';
}

/**
 * Registers the service worker after the page has loaded, so it never competes with the first
 * paint. Failures are ignored: the site works the same without it.
 */
export function registerServiceWorker(production: boolean): void {
  const env: ServiceWorkerEnv = {
    production,
    webdriver: navigator.webdriver === true,
    optIn: readOptIn(),
    supported: 'serviceWorker' in navigator,
  };
  if (!shouldRegisterServiceWorker(env)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
