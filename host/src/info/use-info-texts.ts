import { useMemo } from 'react';
import { i18n } from '@app/shared/i18n';
import { INFO_NS, useInfoLanguage } from './info-messages';
import type { InfoMessages } from './locales/en';

/**
 * The whole `info` bundle of the current language, typed, for the lists (questions, steps, tiers,
 * partners): reading them as data avoids building keys at run time. Plain strings still go
 * through `t`. Only call below InfoPageGate, which waits for the bundle.
 */
export function useInfoTexts(): InfoMessages {
  const lng = useInfoLanguage();
  return useMemo(() => i18n.getResourceBundle(lng, INFO_NS) as InfoMessages, [lng]);
}
