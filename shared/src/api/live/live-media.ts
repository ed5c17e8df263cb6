import * as z from 'zod/mini';
import { StreamSchema, type Stream } from './live';
import { AnySchema, IdSchema, NullableNumber, NullableString } from '@app/shared/rules';
import { getData, postData, putData, type ReadOptions } from '@app/shared/client';

/** SPEC §7 live: match list for the live page, video lines, satellite push, presenter profile. */
export const MatchFrontSchema = z.looseObject({
  matchId: IdSchema,
  sportId: NullableNumber,
  leagueName: NullableString,
  homeName: NullableString,
  awayName: NullableString,
  ms: NullableNumber,
  streamId: z.optional(z.nullable(IdSchema)),
  fbId: z.optional(z.nullable(IdSchema)),
});
export type MatchFront = z.infer<typeof MatchFrontSchema>;

export const VideoSchema = z.looseObject({
  streamId: IdSchema,
  matchId: z.optional(z.nullable(IdSchema)),
  title: NullableString,
  sources: z.optional(z.array(z.unknown())),
});
export type Video = z.infer<typeof VideoSchema>;

export const LineSwitchSchema = z.looseObject({
  switch: NullableNumber,
  defaultLine: NullableNumber,
  lines: z.optional(z.array(z.looseObject({ line: z.number(), name: NullableString }))),
});

export const SatelliteSchema = z.looseObject({ pushUrl: z.string(), streamKey: z.string() });

export const PresenterSchema = z.looseObject({
  id: IdSchema,
  userName: z.string(),
  nickName: NullableString,
  avatar: NullableString,
  intro: NullableString,
  fans: NullableNumber,
  isFollow: z.optional(z.boolean()),
  liveStatus: NullableNumber,
  streamId: z.optional(z.nullable(IdSchema)),
});
export type Presenter = z.infer<typeof PresenterSchema>;

export const CoverTagSchema = z.looseObject({ id: IdSchema, name: z.string() });

export interface MatchFrontBody {
  sportId?: number;
}

/** POST /api/live/video/matchListFront (optional sportId). */
export function listMatchFront(sportId?: number, options: ReadOptions = {}): Promise<MatchFront[]> {
  const body: MatchFrontBody = { sportId };
  return postData(z.array(MatchFrontSchema), '/api/live/video/matchListFront', body, options);
}

/** GET /api/live/video/videoList. */
export function listVideos(): Promise<Video[]> {
  return getData(z.array(VideoSchema), '/api/live/video/videoList');
}

/** GET /api/live/video/queryKeyWordByName?keyWord=. */
export function queryStreamsByKeyword(
  keyWord: string,
  options: ReadOptions = {},
): Promise<Stream[]> {
  const url = '/api/live/video/queryKeyWordByName';
  return getData(z.array(StreamSchema), url, { keyWord }, options);
}

/** GET /api/live/video/queryCustomerLineSwitch. */
export function getCustomerLineSwitch(options: ReadOptions = {}) {
  return getData(LineSwitchSchema, '/api/live/video/queryCustomerLineSwitch', undefined, options);
}

export interface SatelliteBody {
  name?: string;
  /** The anchor's stream the key is for (a stream of someone else's is refused). */
  streamId?: number | string;
}

/** POST /api/live/satellite/save: push URL and stream key for the anchor's encoder. */
export function saveSatellite(name?: string, streamId?: number | string) {
  const body: SatelliteBody = streamId === undefined ? { name } : { name, streamId };
  return postData(SatelliteSchema, '/api/live/satellite/save', body);
}

/** GET /api/user/presenter/getInfo2/{id}. */
export function getPresenterInfo(
  id: number | string,
  options: ReadOptions = {},
): Promise<Presenter> {
  const url = `/api/user/presenter/getInfo2/${encodeURIComponent(id)}`;
  return getData(PresenterSchema, url, undefined, options);
}

export interface PresenterBody {
  nickName?: string;
  intro?: string;
  avatar?: string;
}

/** PUT /api/user/presenter/update. */
export async function updatePresenter(input: PresenterBody): Promise<void> {
  await putData(AnySchema, '/api/user/presenter/update', input);
}

/** POST /api/live/cover/tag/list. */
export function listCoverTags(options: ReadOptions = {}) {
  return postData(z.array(CoverTagSchema), '/api/live/cover/tag/list', {}, options);
}
