// A start-up group (../start-up-groups.ts): the shared client, stores, messages and query factories
// the first screen uses. Named, never whole entries: `import('@app/shared/api')` kept every API
// module of the site in main.js.
export { callApi } from '@app/shared/api';
export { createQueryClient, siteQueries } from '@app/shared/query';
export { useAppStore, useSessionStore } from '@app/shared/store';
export { initI18n } from '@app/shared/i18n';
