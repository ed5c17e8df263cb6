import { i18n } from '@app/shared/i18n';
import { enFatal } from './locales/en-fatal';

/** i18next namespace of the host shell (error pages, recovery screens, header labels). */
export const HOST_NS = 'host';

/**
 * A host message for screens that may render before or without i18n (the start-up failure screen):
 * the English text when i18n is not ready.
 */
export function hostText(key: keyof typeof enFatal): string {
  if (i18n.isInitialized && i18n.exists(key, { ns: HOST_NS })) {
    return i18n.t(key, { ns: HOST_NS });
  }
  return enFatal[key];
}
