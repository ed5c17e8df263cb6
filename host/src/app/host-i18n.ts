import { i18n } from '@app/shared/i18n';
import { en } from './locales/en';
import { vi } from './locales/vi';
import { zhCn } from './locales/zh-cn';

/** i18next namespace of the host shell (error pages, recovery screens, header labels). */
export const HOST_NS = 'host';

/** Small enough to add all three languages at start-up, like the session messages. */
export function registerHostMessages(): void {
  const bundles = { en, vi, 'zh-cn': zhCn } as const;
  for (const [lng, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(lng, HOST_NS, bundle, true, false);
  }
}

/**
 * A host message for screens that may render before or without i18n (the start-up failure screen):
 * the English text when i18n is not ready.
 */
export function hostText(key: keyof typeof en): string {
  if (i18n.isInitialized && i18n.exists(key, { ns: HOST_NS })) {
    return i18n.t(key, { ns: HOST_NS });
  }
  return en[key];
}
