import { i18n } from '@app/shared/i18n';
import { en } from './locales/en';
import { vi } from './locales/vi';
import { zhCn } from './locales/zh-cn';

/** i18next namespace of the session dialogs. */
export const SESSION_NS = 'session';

/** The messages are small, so all three languages are added at start-up (no extra request). */
export function registerSessionMessages(): void {
  const bundles = { en, vi, 'zh-cn': zhCn } as const;
  for (const [lng, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(lng, SESSION_NS, bundle, true, false);
  }
}
