import { registerNamespace } from '@app/shared/i18n';
import type { Language } from '@app/shared/rules';
import type * as english from './en';

type HostBundles = typeof english;

/**
 * The host's namespaces whose messages load at start-up (of `info` only the footer's links and the
 * pages' loading states: the info pages', the reality check's and the login forms' words load with
 * their code).
 */
export const HOST_NAMESPACES = ['host', 'home', 'info'] as const satisfies ReadonlyArray<
  keyof HostBundles
>;

/**
 * One chunk per language, named like shared's common messages (`messages-<language>`), so webpack puts
 * both in one file: the page loads its language's words in one request (preloaded by the early script,
 * src/boot/early-start.ts) and never the other languages' (issue 16: they were 6 KiB of main.js).
 */
const BUNDLES: Record<Language, () => Promise<HostBundles>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  vi: () => import(/* webpackChunkName: "messages-vi" */ './vi'),
  'zh-cn': () => import(/* webpackChunkName: "messages-zh-cn" */ './zh-cn'),
};

/** Registers the host's namespaces; before i18n starts they load with it (initI18n), after it at once. */
export async function registerHostNamespaces(): Promise<void> {
  await Promise.all(
    HOST_NAMESPACES.map((ns) => registerNamespace(ns, async (lng) => (await BUNDLES[lng]())[ns])),
  );
}
