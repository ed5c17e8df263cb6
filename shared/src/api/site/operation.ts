import * as z from 'zod/mini';
import {
  MaintenanceNoticeSchema,
  type MaintenanceNotice,
  IdSchema,
  NullableNumber,
  NullableString,
} from '@app/shared/rules';
import { getData, postData, type ReadOptions } from '@app/shared/client';

/** SPEC §7 operation calls: country codes, site maintenance, verification domain, customer link. */
export const CountrySchema = z.looseObject({
  id: z.optional(IdSchema),
  countryName: z.string(),
  countryNameEn: z.optional(z.nullable(z.string())),
  /** ISO code, e.g. VN. */
  countryCode: z.string(),
  /** Dialling code without '+', e.g. 84. */
  phoneCode: z.string(),
  phoneLength: NullableNumber,
  icon: NullableString,
});
export type Country = z.infer<typeof CountrySchema>;

export const VerificationDomainSchema = z.looseObject({
  domainType: NullableNumber,
  captcha: z.optional(z.boolean()),
});

export const CustomerLinkSchema = z.looseObject({ link: NullableString });

/** GET /api/user/countrycode/list (data is the country list). */
export function listCountryCodes(): Promise<Country[]> {
  return getData(z.array(CountrySchema), '/api/user/countrycode/list');
}

/** Body of POST /api/operation/siteMain/queryDetail (the server reads 0 when it is missing). */
export interface SiteMaintenanceBody {
  point?: string | number;
}

/**
 * POST /api/operation/siteMain/queryDetail with body point: the §3 maintenance notice. `data: null`
 * (no notice at all) is a readable "no maintenance"; any other shape is malformed.
 */
export function getSiteMaintenance(
  point: string | number = 0,
  options: ReadOptions = {},
): Promise<MaintenanceNotice> {
  return postData(
    z.nullable(MaintenanceNoticeSchema),
    '/api/operation/siteMain/queryDetail',
    { point } satisfies SiteMaintenanceBody,
    { noNeedResponseMsg: true, ...options },
  ).then((notice) => notice ?? {});
}

/** GET /api/user/auth/get/verification/domainType. */
export function getVerificationDomainType() {
  return getData(VerificationDomainSchema, '/api/user/auth/get/verification/domainType');
}

/** POST /api/operation/tutorial/config/popCustomerLink with query params (§7). */
export function popCustomerLink(
  params: Record<string, string | number> = {},
  options: ReadOptions = {},
) {
  return postData(
    CustomerLinkSchema,
    '/api/operation/tutorial/config/popCustomerLink',
    undefined,
    options,
    params,
  );
}
