import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCodeTranslator } from '@app/shared/client';
import {
  FALLBACK_LANGUAGE,
  formatDateTimeWithYear,
  pageTitleFor,
  type Language,
  formatMoney,
  safeLocal,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  writePreferenceCookie,
} from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { addBundleQuietly } from './add-quietly';

export { FALLBACK_LANGUAGE };

type Bundle = Record<string, unknown>;
/** Loads one namespace's messages for one language (a dynamic import, so bundles load on demand). */
export type NamespaceLoader = (language: Language) => Promise<Bundle | { default: Bundle }>;

/** The one i18next instance of the site; react-i18next is a shared singleton, so every remote uses it. */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

/**
 * The common namespace in one chunk per language (`messages-<language>`, the name the host gives its
 * own messages of that language, so webpack makes them one file; the host's early script preloads it):
 * in main.js every page carried all three languages (issue 16).
 */
const COMMON: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  vi: () => import(/* webpackChunkName: "messages-vi" */ './locales/vi.json'),
  'zh-cn': () => import(/* webpackChunkName: "messages-zh-cn" */ './locales/zh-cn.json'),
};

const loaders = new Map<string, NamespaceLoader>([['common', (lng) => COMMON[lng]()]]);

/**
 * Adds one namespace's bundle; false when it could not be loaded. Quiet: without the store's 'added'
 * event, on which every mounted translated component renders again (bindI18nStore: 'added').
 */
async function loadBundle(ns: string, language: Language, quiet = false): Promise<boolean> {
  const loader = loaders.get(ns);
  if (!loader) return false;
  if (i18n.hasResourceBundle(language, ns)) return true;
  try {
    const mod = await loader(language);
    const bundle = ('default' in mod ? mod.default : mod) as Bundle;
    if (quiet) addBundleQuietly(i18n, language, ns, bundle);
    else i18n.addResourceBundle(language, ns, bundle, true, false);
    return true;
  } catch {
    return false; // English stands in (see loadNamespaces)
  }
}

/**
 * Loads `namespaces` in `language`, and English only for those that did not load: every key exists in
 * every language (each namespace's locales test), so the fallback is needed only when a bundle is
 * missing, and a page in Vietnamese or Chinese never downloads English words (issue 16). Without the
 * common messages in either language the page cannot show words: start-up fails visibly.
 */
async function loadNamespaces(
  namespaces: string[],
  language: Language,
  quiet = false,
): Promise<void> {
  if (!i18n.isInitialized) return; // initI18n loads every registered namespace
  const loaded = await Promise.all(namespaces.map((ns) => loadBundle(ns, language, quiet)));
  let missing = namespaces.filter((_, i) => !loaded[i]);
  if (missing.length && language !== FALLBACK_LANGUAGE) {
    const fallback = await Promise.all(
      missing.map((ns) => loadBundle(ns, FALLBACK_LANGUAGE, quiet)),
    );
    missing = missing.filter((_, i) => !fallback[i]);
  }
  if (missing.includes('common')) throw new Error('i18n: the common messages did not load');
}

const loadAll = (language: Language) => loadNamespaces([...loaders.keys()], language);

/** Starts i18n with the chosen language; resolves once its bundles are loaded (the app mounts after). */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      // bundles are keyed 'zh-cn'; without this i18next looks them up as 'zh-CN' and shows English
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: 'added' },
      returnNull: false,
    });
    setCodeTranslator(translateCode);
  }
  await changeLanguage(language);
}

export interface RegisterOptions {
  /**
   * The namespace's components mount only once it has loaded (a lazy chunk that waits for it): add it
   * without making every translated component on the page render again. Later languages are added as
   * usual (a change of language renders everything anyway).
   */
  quiet?: boolean;
}

/** A remote adds its namespace; resolves once the current language's bundle is there. */
export async function registerNamespace(
  ns: string,
  loader: NamespaceLoader,
  { quiet = false }: RegisterOptions = {},
): Promise<void> {
  const replaced = loaders.get(ns);
  // another release's words (the document server loads each release of a remote in one process)
  if (replaced && replaced !== loader)
    for (const lng of Object.keys(i18n.store.data)) i18n.removeResourceBundle(lng, ns);
  loaders.set(ns, loader);
  const language = useAppStore.getState().language;
  await loadNamespaces([ns], language, quiet);
}

/** The one place the language changes for host and remotes alike. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadAll(language);
  await i18n.changeLanguage(language);
  useAppStore.getState().setLanguage(language);
  safeLocal.set(LANGUAGE_STORAGE_KEY, language);
  writePreferenceCookie(LANGUAGE_COOKIE, language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.title = pageTitleFor(language);
  }
}

/**
 * common:codes.<code> with the envelope data as values: amounts as money, `until` as a date with
 * its year, `period`/`kind` as words. Null when the code has no translation (the server msg stays).
 */
export function translateCode(code: number, data: unknown): string | null {
  const key = `common:codes.${code}`;
  if (!i18n.exists(key)) return null;
  const rec = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  // keys built from server codes are not in the typed resources
  const t = i18n.t.bind(i18n) as unknown as (k: string, o?: Record<string, unknown>) => string;
  const word = (group: string, v: unknown) =>
    typeof v === 'string' ? t(`common:rg.${group}.${v}`, { defaultValue: '' }) : '';
  return t(key, {
    remaining: formatMoney(rec.remaining),
    limit: formatMoney(rec.limit),
    until: typeof rec.until === 'number' ? formatDateTimeWithYear(rec.until, i18n.language) : '--',
    minAge: typeof rec.minAge === 'number' ? rec.minAge : 21,
    period: word('period', rec.period),
    kind: word('kind', rec.kind),
  });
}
