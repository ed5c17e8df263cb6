// A start-up group (../start-up-groups.ts): i18next and its React binding as the app uses them.
export { default as i18next } from 'i18next';
export { initReactI18next, useTranslation } from 'react-i18next';
