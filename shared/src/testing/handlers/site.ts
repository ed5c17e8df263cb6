import { http } from 'msw';
import type { Country } from '../../api/site/operation';
import { ok, onAnyOrigin } from './envelope';

/** Sample answers of the site and operation calls (SPEC §7 Wallet and member, operation). */
export const sampleCountries = [
  { countryName: 'Việt Nam', countryCode: 'VN', phoneCode: '84', phoneLength: 9, icon: null },
] satisfies Country[];

export const siteHandlers = [
  http.get(onAnyOrigin('/api/user/countrycode/list'), () => ok(sampleCountries)),
  // data: null is "no maintenance" (operation.ts)
  http.post(onAnyOrigin('/api/operation/siteMain/queryDetail'), () => ok(null)),
];
