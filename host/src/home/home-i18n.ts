import { i18n } from '@app/shared/i18n';
import { en } from './locales/en';
import { vi } from './locales/vi';
import { zhCn } from './locales/zh-cn';

/** i18next namespace of the home page. */
export const HOME_NS = 'home';

/** The messages are small, so all three languages are added with the home module (no request). */
export function registerHomeMessages(): void {
  if (!i18n.isInitialized) return;
  const bundles = { en, vi, 'zh-cn': zhCn } as const;
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lng, HOME_NS))
      i18n.addResourceBundle(lng, HOME_NS, bundle, true, false);
  }
}
