import { StreamSchema, type Stream, type StreamInput } from '@app/shared/api/live';
import { postData } from '@app/shared/client';
import { AnySchema, RecordSchema } from '@app/shared/rules';
import { num, readList, str } from '../lib/read';

// Calls of the studio that `@app/shared/api/live` does not declare yet (the life-cycle steps and
// the room's own word list are the sandbox's paths, SPEC §7 names no path for them). They go
// through the shared client and its interceptors like every other call; candidates for shared.

/** A new stream kept as a draft: only its anchor sees it until it is scheduled or started. */
export function saveDraftStream(input: StreamInput): Promise<Stream> {
  const body: StreamInput & { draft: true } = { ...input, draft: true };
  return postData(StreamSchema, '/api/live/stream/save', body);
}

/** Starts a draft or scheduled stream now (its push address goes live with the test video). */
export function startStream(id: number | string): Promise<Stream> {
  return postData(StreamSchema, '/api/live/stream/start', { id });
}

/** Schedules a draft (or moves a scheduled stream) to `startTime` (epoch ms). */
export function scheduleStream(id: number | string, startTime: number): Promise<Stream> {
  return postData(StreamSchema, '/api/live/stream/schedule', { id, startTime });
}

export interface RoomWord {
  id: string;
  word: string;
}

/** The words blocked in one of the anchor's rooms. */
export async function listRoomWords(streamId: number | string): Promise<RoomWord[]> {
  const data = await postData(AnySchema, '/api/live/word/shielded/list', { streamId });
  return readList(data).map((w) => ({ id: str(w.id), word: str(w.word) }));
}

/** Lets a word through again in the room it was blocked for. */
export async function removeRoomWord(id: string): Promise<void> {
  await postData(AnySchema, '/api/live/word/shielded/remove', { id });
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
  const r = await postData(RecordSchema, '/api/live/stream/getStreamStatus', { id });
  return {
    status: num(r.status),
    viewers: num(r.viewers),
    peakViewers: num(r.peakViewers),
    inRoom: num(r.inRoom),
    audience: Array.isArray(r.audience) ? r.audience.map(str) : [],
  };
}
