import * as z from 'zod/mini';
import { callApi, validateResponse, ADVERTS_PATH, type ReadOptions } from '@app/shared/client';

export const AdvertSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  subTitle: z.optional(z.nullable(z.string())),
  imageUrl: z.optional(z.nullable(z.string())),
  link: z.optional(z.nullable(z.string())),
  type: z.optional(z.union([z.number(), z.string()])),
  sort: z.optional(z.number()),
});
export type Advert = z.infer<typeof AdvertSchema>;

/** GET /api/promotion/advertise/list (optional tenantId). */
export async function listAdverts(tenantId?: string, options: ReadOptions = {}): Promise<Advert[]> {
  const data = await callApi<unknown>(
    {
      method: 'GET',
      url: ADVERTS_PATH,
      params: tenantId ? { tenantId } : undefined,
      signal: options.signal,
    },
    { noNeedResponseMsg: options.quiet },
  );
  return validateResponse(z.array(AdvertSchema), data);
}
