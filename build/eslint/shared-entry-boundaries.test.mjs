// node --test build/eslint: the shared entry-point rule on the cases it exists for.
import { describe, it } from 'node:test';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { sharedEntryBoundaries } from './shared-entry-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = path.resolve(import.meta.dirname, '../../shared/src');
const inShared = (file) => path.join(src, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('shared-entry-boundaries', sharedEntryBoundaries, {
  valid: [
    {
      filename: inShared('api/core/client.ts'),
      code: "import { useAppStore } from '@app/shared/store';",
    },
    {
      filename: inShared('api/core/client.ts'),
      code: "import { toTransportError } from './api-error';",
    },
    {
      filename: inShared('api/core/client.ts'),
      code: "import { getRuntimeConfig } from '../../config/runtime-config';",
    },
    { filename: inShared('rules/money.ts'), code: "export * from '../types/primitives';" },
    {
      filename: inShared('boot/index.ts'),
      code: "export { readStoredSession } from '../store/stored-session';",
    },
    {
      // an API domain reaches the client's helpers through the client entry
      filename: inShared('api/member/wallet.ts'),
      code: "import { getData } from '@app/shared/client';",
    },
    {
      filename: inShared('api/rg/use-rg-state.ts'),
      code: "import { rgQueries } from './rg-queries';",
    },
    {
      filename: path.resolve(src, '../../host/src/app/app.tsx'),
      code: "import x from '../../shared/src/store/app-store';",
    },
  ],
  invalid: [
    {
      filename: inShared('api/core/client.ts'),
      code: "import { useAppStore } from '../../store/app-store';",
      errors: [{ message: /Import from '@app\/shared\/store'/ }],
    },
    {
      filename: inShared('ui/modal.tsx'),
      code: "export { i18n } from '../i18n/i18n';",
      errors: [{ message: /Import from '@app\/shared\/i18n'/ }],
    },
    {
      filename: inShared('api/site/site-queries.ts'),
      code: "import { listHomeBar } from '@app/shared/api/site';",
      errors: [{ message: /import its modules by relative path/ }],
    },
    {
      // the domains are entries of their own: a relative path into another one (or into the client)
      // would bundle a second copy of it
      filename: inShared('api/member/account-queries.ts'),
      code: "import { listBanLogs } from '../live/live-bans';",
      errors: [{ message: /Import from '@app\/shared\/api\/live'/ }],
    },
    {
      filename: inShared('api/live/live.ts'),
      code: "import { getData } from '../core/request';",
      errors: [{ message: /Import from '@app\/shared\/client'/ }],
    },
  ],
});
