// A start-up group (../start-up-groups.ts): the shared client, stores, messages and query factories
// the first screen uses. Named, never whole entries: `import('@app/shared/client')` would keep
// every export of the client in main.js.
export { callApi, createQueryClient } from '@app/shared/client';
export { siteQueries } from '@app/shared/api/site';
export { useAppStore, useSessionStore } from '@app/shared/store';
export { initI18n } from '@app/shared/i18n';
