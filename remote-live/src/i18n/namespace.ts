import { registerNamespace } from '@app/shared/i18n';

export const NS = 'live';

/** Loads this remote's messages on demand, per language. */
export const namespaceReady = registerNamespace(
  NS,
  (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`),
);
