import { FALLBACK_LANGUAGE, i18n, registerNamespace } from '@app/shared/i18n';
import type { Language } from '@app/shared/rules';
import type { SessionMessages } from './locales/en';

/** i18next namespace of the login, registration and verification forms. */
export const SESSION_NS = 'session';

/**
 * The forms' words in one chunk per language, loaded with the forms' code (login-dialog.tsx): a member
 * never opens them and a guest only once they use the page (issue 16: they were 1.2 KiB of every
 * page's first messages). The dialog's own shell (opening, unavailable, session expiry) is in `host`.
 */
const BUNDLES: Record<Language, () => Promise<SessionMessages>> = {
  en: () => import(/* webpackChunkName: "session-words-en" */ './locales/en').then((m) => m.en),
  vi: () => import(/* webpackChunkName: "session-words-vi" */ './locales/vi').then((m) => m.vi),
  'zh-cn': () =>
    import(/* webpackChunkName: "session-words-zh-cn" */ './locales/zh-cn').then((m) => m.zhCn),
};

/** Adds the forms' words in the page's language; rejects when neither it nor English could be loaded. */
export async function loadSessionMessages(): Promise<void> {
  // quiet: the forms render only after this (login-dialog.tsx); the page need not render again
  await registerNamespace(SESSION_NS, (lng) => BUNDLES[lng](), { quiet: true });
  // forms without their words would show keys: the dialog retries and then says it cannot open
  const languages = [i18n.language, FALLBACK_LANGUAGE];
  if (i18n.isInitialized && !languages.some((lng) => i18n.hasResourceBundle(lng, SESSION_NS)))
    throw new Error('The login forms’ messages did not load');
}
