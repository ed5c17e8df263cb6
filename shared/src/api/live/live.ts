import * as z from 'zod/mini';
import { callApi, validateResponse, type ReadOptions } from '@app/shared/client';

import { STREAM_LIVE } from './stream-status';

export { STREAM_LIVE };

export const StreamSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  anchorName: z.optional(z.string()),
  anchorAvatar: z.optional(z.nullable(z.string())),
  cover: z.optional(z.nullable(z.string())),
  status: z.number(),
  viewers: z.optional(z.number()),
  sportId: z.optional(z.nullable(z.number())),
  startTime: z.optional(z.nullable(z.string())),
});
export type Stream = z.infer<typeof StreamSchema>;

const StreamPageSchema = z.object({
  records: z.array(StreamSchema),
  total: z.optional(z.number()),
});

/** Live streams first, the rest in server order (stable). */
export function sortStreamsLiveFirst<T extends { status: number }>(streams: readonly T[]): T[] {
  return [...streams].sort(
    (a, b) => Number(b.status === STREAM_LIVE) - Number(a.status === STREAM_LIVE),
  );
}

/** POST /api/live/stream/list with page 1, size 999 (SPEC §9), live first. */
export async function listStreams(options: ReadOptions = {}): Promise<Stream[]> {
  const data = await callApi<unknown>(
    {
      method: 'POST',
      url: '/api/live/stream/list',
      data: { current: 1, size: 999 },
      signal: options.signal,
    },
    { noNeedResponseMsg: options.quiet },
  );
  return sortStreamsLiveFirst(validateResponse(StreamPageSchema, data).records);
}
