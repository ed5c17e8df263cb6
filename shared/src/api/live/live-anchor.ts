import * as z from 'zod/mini';
import { StreamSchema, type Stream } from './live';
import { getData, postData, type ReadOptions } from '@app/shared/client';
import { IdSchema, pageSchema, type PageQuery } from '@app/shared/rules';

/** SPEC §7 live and anchor: stream management (anchor and super admin on the server). */
export interface StreamInput {
  title: string;
  /** Epoch ms or ISO 8601; a future time makes a reserved stream. */
  startTime?: number | string;
  matchId?: number | string;
  sportId?: number;
  cover?: string;
  notice?: string;
  tags?: string[];
  feeAmount?: number;
}

export type StreamId = number | string;

const ReserveStreamSchema = z.looseObject({
  ...StreamSchema.shape,
  reserved: z.optional(z.boolean()),
  reserveCount: z.optional(z.number()),
});
export type ReserveStream = z.infer<typeof ReserveStreamSchema>;

export const StreamStatusSchema = z.looseObject({
  id: IdSchema,
  status: z.number(),
  viewers: z.optional(z.number()),
  peakViewers: z.optional(z.number()),
  inRoom: z.optional(z.number()),
  /** Who is in the room by name: only the stream's anchor (or a super admin) is told. */
  audience: z.optional(z.array(z.string())),
});
export type StreamStatus = z.infer<typeof StreamStatusSchema>;

export const StreamInfoSchema = z.looseObject({
  ...StreamSchema.shape,
  locked: z.optional(z.boolean()),
  isFollow: z.optional(z.boolean()),
  videoSources: z.optional(z.array(z.unknown())),
  match: z.optional(z.nullable(z.looseObject({}))),
  chatroom: z.optional(z.looseObject({})),
});
export type StreamInfo = z.infer<typeof StreamInfoSchema>;

export interface SaveStreamOptions {
  /** Kept as a draft: only its anchor sees it until it is scheduled or started. */
  draft?: boolean;
}

/** POST /api/live/stream/save. */
export function saveStream(input: StreamInput, options: SaveStreamOptions = {}): Promise<Stream> {
  const body: StreamInput & { draft?: true } = options.draft ? { ...input, draft: true } : input;
  return postData(StreamSchema, '/api/live/stream/save', body);
}

export type StreamUpdateBody = Partial<StreamInput> & { id: StreamId };
/** The body of the calls that name one stream (stop, cancel, status, reminder). */
export interface StreamIdBody {
  id: StreamId;
}

/** POST /api/live/stream/update. */
export function updateStream(id: StreamId, changes: Partial<StreamInput>): Promise<Stream> {
  const body: StreamUpdateBody = { ...changes, id };
  return postData(StreamSchema, '/api/live/stream/update', body);
}

/** POST /api/live/stream/stop (a live stream ends). */
export function stopStream(id: StreamId): Promise<Stream> {
  return postData(StreamSchema, '/api/live/stream/stop', { id } satisfies StreamIdBody);
}

/** POST /api/live/stream/start: a draft or scheduled stream goes live now (the sandbox's path). */
export function startStream(id: StreamId): Promise<Stream> {
  return postData(StreamSchema, '/api/live/stream/start', { id } satisfies StreamIdBody);
}

export type ScheduleStreamBody = StreamIdBody & { startTime: number };

/** POST /api/live/stream/schedule: a draft (or a scheduled stream) moves to `startTime` (epoch ms). */
export function scheduleStream(id: StreamId, startTime: number): Promise<Stream> {
  const body: ScheduleStreamBody = { id, startTime };
  return postData(StreamSchema, '/api/live/stream/schedule', body);
}

/** POST /api/live/stream/cancel (a reserved stream is cancelled). */
export function cancelStream(id: StreamId): Promise<Stream> {
  return postData(StreamSchema, '/api/live/stream/cancel', { id } satisfies StreamIdBody);
}

export type StreamListQuery = PageQuery & {
  status?: number;
  sportId?: number;
  anchorId?: StreamId;
};

/** POST /api/live/stream/list with filters (the plain list of §9 is `listStreams`). */
export function listStreamsPage(query: StreamListQuery = {}, options: ReadOptions = {}) {
  return postData(
    pageSchema(StreamSchema),
    '/api/live/stream/list',
    { current: 1, size: 999, ...query },
    options,
  );
}

/** POST /api/live/stream/reserveList: upcoming streams with the caller's reservation. */
export function listReserveStreams(query: PageQuery = {}, options: ReadOptions = {}) {
  return postData(pageSchema(ReserveStreamSchema), '/api/live/stream/reserveList', query, options);
}

/** POST /api/live/stream/getStreamStatus. */
export function getStreamStatus(id: StreamId): Promise<StreamStatus> {
  return postData(StreamStatusSchema, '/api/live/stream/getStreamStatus', {
    id,
  } satisfies StreamIdBody);
}

/** GET /api/live/stream/getInfo/{id}. */
export function getStreamInfo(id: StreamId, options: ReadOptions = {}): Promise<StreamInfo> {
  const url = `/api/live/stream/getInfo/${encodeURIComponent(id)}`;
  return getData(StreamInfoSchema, url, undefined, options);
}

/** GET /api/live/stream/countReserve/{id}: the number of reservations. */
export function countStreamReserve(id: StreamId): Promise<number> {
  return getData(z.number(), `/api/live/stream/countReserve/${encodeURIComponent(id)}`);
}

export interface FollowPresenterBody {
  anchorId: StreamId;
}

/** Follows or unfollows a presenter (a toggle; the path is the sandbox's, the spec names none). */
export function toggleFollowPresenter(anchorId: StreamId): Promise<{ isFollow: boolean }> {
  const body: FollowPresenterBody = { anchorId };
  return postData(z.looseObject({ isFollow: z.boolean() }), '/api/live/anchor/follow', body);
}

/** "Remind me" for an upcoming stream (a toggle; the sandbox's path, the spec names none). */
export function toggleStreamReminder(id: StreamId): Promise<{ reserved: boolean }> {
  return postData(z.looseObject({ reserved: z.boolean() }), '/api/live/stream/reserve', {
    id,
  } satisfies StreamIdBody);
}
