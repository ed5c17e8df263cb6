import { i18n } from '@app/shared/i18n';
import { en } from './locales/en';
import { vi } from './locales/vi';
import { zhCn } from './locales/zh-cn';

/** i18next namespace of the reality check, added with its lazily loaded code (members only). */
export const REALITY_CHECK_NS = 'realityCheck';

export function registerRealityCheckMessages(): void {
  if (!i18n.isInitialized) return;
  const bundles = { en, vi, 'zh-cn': zhCn } as const;
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lng, REALITY_CHECK_NS))
      i18n.addResourceBundle(lng, REALITY_CHECK_NS, bundle, true, false);
  }
}
