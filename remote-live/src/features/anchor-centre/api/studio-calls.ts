import type { StreamInput } from '@app/shared/api/live';
import { callApi } from '@app/shared/client';
import { num, readList, readObj, str } from '../lib/read';

// Calls of the studio that `@app/shared/api/live` does not declare yet (the life-cycle steps and
// the room's own word list are the sandbox's paths, SPEC §7 names no path for them). They go
// through the shared client and its interceptors like every other call; candidates for shared.
// `callApi` and this file's readers, not `postData` with a schema of `@app/shared/rules`: the
// host's build provides that entry without the schemas it does not use itself (RecordSchema and
// AnySchema came through undefined, so every parse failed on the page and never in jest).

const post = (url: string, data: unknown) => callApi<unknown>({ method: 'POST', url, data });

/** A new stream kept as a draft: only its anchor sees it until it is scheduled or started. */
export function saveDraftStream(input: StreamInput): Promise<unknown> {
  const body: StreamInput & { draft: true } = { ...input, draft: true };
  return post('/api/live/stream/save', body);
}

/** Starts a draft or scheduled stream now (its push address goes live with the test video). */
export function startStream(id: number | string): Promise<unknown> {
  return post('/api/live/stream/start', { id });
}

/** Schedules a draft (or moves a scheduled stream) to `startTime` (epoch ms). */
export function scheduleStream(id: number | string, startTime: number): Promise<unknown> {
  return post('/api/live/stream/schedule', { id, startTime });
}

export interface RoomWord {
  id: string;
  word: string;
}

/** The words blocked in one of the anchor's rooms. */
export async function listRoomWords(streamId: number | string): Promise<RoomWord[]> {
  const data = await post('/api/live/word/shielded/list', { streamId });
  return readList(data).map((w) => ({ id: str(w.id), word: str(w.word) }));
}

/** Lets a word through again in the room it was blocked for. */
export async function removeRoomWord(id: string): Promise<void> {
  await post('/api/live/word/shielded/remove', { id });
}

export interface LiveStatus {
  status: number;
  viewers: number;
  peakViewers: number;
  inRoom: number;
  audience: string[];
}

/** stream/getStreamStatus with the studio's fields (viewers now and peak, who is in the room). */
export async function getLiveStatus(id: number | string): Promise<LiveStatus> {
  const r = readObj(await post('/api/live/stream/getStreamStatus', { id }));
  return {
    status: num(r.status),
    viewers: num(r.viewers),
    peakViewers: num(r.peakViewers),
    inRoom: num(r.inRoom),
    audience: Array.isArray(r.audience) ? r.audience.map(str) : [],
  };
}

/** The push address and key of the anchor's encoder for one stream (satellite/save). */
export async function savePushKey(streamId: string, line: string) {
  const r = readObj(await post('/api/live/satellite/save', { streamId, name: line }));
  return { pushUrl: str(r.pushUrl), streamKey: str(r.streamKey) };
}

export interface ChatterBan {
  banned: boolean;
  id: string | null;
  until: number | null;
  reason: string;
}

/** banInfo asked by a room's anchor about one chatter (the member's own is shared's getBanInfo). */
export async function getChatterBan(streamId: string, userName: string): Promise<ChatterBan> {
  const r = readObj(await post('/api/user/banLog/banInfo', { streamId, userName }));
  return {
    banned: r.banned === true,
    id: r.id === null || r.id === undefined ? null : str(r.id),
    until: typeof r.until === 'number' ? r.until : null,
    reason: str(r.reason),
  };
}
