// What remotes take from @app/shared/i18n (provided-surface.test.ts checks it covers their imports).
export { changeLanguage, i18n, registerNamespace, useTranslation } from '@app/shared/i18n';
