// What remotes take from @app/shared/i18n (provided-surface.test.ts checks it covers their imports).
import { changeLanguage, i18n, registerNamespace, useTranslation } from '@app/shared/i18n';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = {
  changeLanguage,
  i18n,
  registerNamespace,
  useTranslation,
};
