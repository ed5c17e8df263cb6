import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCodeTranslator } from '@app/shared/api';
import {
  FALLBACK_LANGUAGE,
  formatDateTimeWithYear,
  pageTitleFor,
  type Language,
  formatMoney,
  safeLocal,
  LANGUAGE_STORAGE_KEY,
} from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';

export { FALLBACK_LANGUAGE };

type Bundle = Record<string, unknown>;
/** Loads one namespace's messages for one language (a dynamic import, so bundles load on demand). */
export type NamespaceLoader = (language: Language) => Promise<Bundle | { default: Bundle }>;

/** The one i18next instance of the site; react-i18next is a shared singleton, so every remote uses it. */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

/**
 * The common namespace ships inside this module (about 4 KiB gzip for the three languages): as a
 * dynamic import it cost the first screen a round trip after all the start-up scripts (issue 16).
 */
const COMMON: Record<Language, Bundle> = { en, vi, 'zh-cn': zhCn };

const loaders = new Map<string, NamespaceLoader>([['common', async (lng) => COMMON[lng]]]);

async function loadBundle(ns: string, language: Language): Promise<void> {
  const loader = loaders.get(ns);
  // before init there is no store yet: initI18n loads every registered namespace
  if (!loader || !i18n.isInitialized || i18n.hasResourceBundle(language, ns)) return;
  try {
    const mod = await loader(language);
    const bundle = ('default' in mod ? mod.default : mod) as Bundle;
    i18n.addResourceBundle(language, ns, bundle, true, false);
  } catch {
    // a missing bundle falls back to English, which is loaded alongside
  }
}

async function loadAll(language: Language): Promise<void> {
  const jobs: Array<Promise<void>> = [];
  for (const ns of loaders.keys()) {
    jobs.push(loadBundle(ns, language));
    if (language !== FALLBACK_LANGUAGE) jobs.push(loadBundle(ns, FALLBACK_LANGUAGE));
  }
  await Promise.all(jobs);
}

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
      // i18next prints an advert to every member's console otherwise
      showSupportNotice: false,
    });
    setCodeTranslator(translateCode);
  }
  await changeLanguage(language);
}

/** A remote adds its namespace; resolves once the current language's bundle is there. */
export async function registerNamespace(ns: string, loader: NamespaceLoader): Promise<void> {
  loaders.set(ns, loader);
  const language = useAppStore.getState().language;
  await Promise.all([loadBundle(ns, language), loadBundle(ns, FALLBACK_LANGUAGE)]);
}

/** The one place the language changes for host and remotes alike. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadAll(language);
  await i18n.changeLanguage(language);
  useAppStore.getState().setLanguage(language);
  safeLocal.set(LANGUAGE_STORAGE_KEY, language);
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
