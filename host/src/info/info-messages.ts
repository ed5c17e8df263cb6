import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@app/shared/i18n';
import { normalizeLanguage, type Language } from '@app/shared/rules';
import type { InfoMessages } from './locales/en';

/** i18next namespace of the open info pages (help, download, partner programme, sponsors). */
export const INFO_NS = 'info';

/**
 * The page texts are about 10 KB per language, so each language is its own chunk, fetched when an
 * info page first renders in that language (the start-up messages carry only locales/boot-*.ts).
 */
const LOADERS: Record<Language, () => Promise<InfoMessages>> = {
  en: () => import(/* webpackChunkName: "info-i18n-en" */ './locales/en').then((m) => m.en),
  vi: () => import(/* webpackChunkName: "info-i18n-vi" */ './locales/vi').then((m) => m.vi),
  'zh-cn': () =>
    import(/* webpackChunkName: "info-i18n-zh-cn" */ './locales/zh-cn').then((m) => m.zhCn),
};

function hasPageTexts(lng: Language): boolean {
  return i18n.getResource(lng, INFO_NS, 'help.title') !== undefined;
}

const pending = new Map<Language, Promise<void>>();

/** Fetches one language's page texts once (concurrent callers share the request). */
export function loadInfoMessages(lng: Language): Promise<void> {
  if (hasPageTexts(lng)) return Promise.resolve();
  let job = pending.get(lng);
  if (!job) {
    job = LOADERS[lng]()
      .then((bundle) => {
        i18n.addResourceBundle(lng, INFO_NS, bundle, true, false);
      })
      .finally(() => pending.delete(lng));
    pending.set(lng, job);
  }
  return job;
}

export type InfoMessagesStatus = 'ready' | 'loading' | 'error';

/** The current language of the site as one of ours (i18next may hold 'zh-CN' or a region tag). */
export function useInfoLanguage(): Language {
  const { i18n: instance } = useTranslation(INFO_NS);
  return normalizeLanguage(instance.resolvedLanguage ?? instance.language) ?? 'en';
}

/** Loads the page texts of the current language; follows language changes; `retry` after an error. */
export function useInfoMessages(): { status: InfoMessagesStatus; retry: () => void } {
  const lng = useInfoLanguage();
  const [attempt, setAttempt] = useState(0);
  // how the load for this language and attempt ended; none yet means it is still loading
  const [settled, setSettled] = useState<{ key: string; status: InfoMessagesStatus } | null>(null);
  const key = `${lng} ${attempt}`;

  useEffect(() => {
    if (hasPageTexts(lng)) return;
    let live = true;
    loadInfoMessages(lng).then(
      () => live && setSettled({ key, status: 'ready' }),
      () => live && setSettled({ key, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [lng, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: InfoMessagesStatus = hasPageTexts(lng)
    ? 'ready'
    : settled?.key === key
      ? settled.status
      : 'loading';
  return { status, retry };
}
