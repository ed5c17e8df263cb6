import * as z from 'zod/mini';
import { AnySchema, IdSchema, NullableNumber, RecordSchema } from '@app/shared/rules';
import { getData, postData, type ReadOptions } from '@app/shared/client';

/** SPEC §7 live chat room, words, statistics and scores. */
export const ChatSigSchema = z.looseObject({
  sig: z.string(),
  roomId: IdSchema,
  userName: z.optional(z.string()),
  readOnly: z.optional(z.boolean()),
  expireAt: NullableNumber,
  wsUrl: z.optional(z.string()),
});
export type ChatSig = z.infer<typeof ChatSigSchema>;

export const LiveStatisticsSchema = z.looseObject({
  streamCount: NullableNumber,
  liveCount: NullableNumber,
  totalViewers: NullableNumber,
  giftIncome: NullableNumber,
  fans: NullableNumber,
});

/** SPEC §3 liveMatchScore entry, with the match's phase and minute (read with readMatchState). */
export const MatchScoreSchema = z.looseObject({
  gameId: IdSchema,
  scores: z._default(z.array(z.unknown()), []),
  ms: NullableNumber,
  phase: z.optional(z.string()),
  minute: NullableNumber,
});
export type MatchScore = z.infer<typeof MatchScoreSchema>;

/** POST /api/live/chatroom/config/info. */
export function getChatroomConfig() {
  return postData(RecordSchema, '/api/live/chatroom/config/info');
}

/** GET /api/live/sensitive/word/list. */
export function listSensitiveWords(): Promise<string[]> {
  return getData(z.array(z.string()), '/api/live/sensitive/word/list');
}

export interface ShieldedWordBody {
  word: string;
  streamId?: number | string;
}

/** POST /api/live/word/shielded/save: an anchor reports a word. */
export async function saveShieldedWord(word: string, streamId?: number | string): Promise<void> {
  const body: ShieldedWordBody = { word, streamId };
  await postData(AnySchema, '/api/live/word/shielded/save', body);
}

export const ShieldedWordSchema = z.looseObject({
  id: IdSchema,
  word: z.string(),
  streamId: z.optional(z.nullable(IdSchema)),
});
export type ShieldedWord = z.infer<typeof ShieldedWordSchema>;

/** POST /api/live/word/shielded/list: the words blocked in one of the caller's rooms. */
export function listShieldedWords(streamId: number | string): Promise<ShieldedWord[]> {
  return postData(z.array(ShieldedWordSchema), '/api/live/word/shielded/list', { streamId });
}

/** POST /api/live/word/shielded/remove: a blocked word is let through again. */
export async function removeShieldedWord(id: number | string): Promise<void> {
  await postData(AnySchema, '/api/live/word/shielded/remove', { id });
}

/** GET /api/live/chatroom/getSig/{id}: the chat signature of the caller's session. */
export function getChatSig(streamId: number | string): Promise<ChatSig> {
  return getData(ChatSigSchema, `/api/live/chatroom/getSig/${encodeURIComponent(streamId)}`);
}

/** POST /api/live/statistics/sum: the anchor's totals. */
export function sumLiveStatistics(options: ReadOptions = {}) {
  return postData(LiveStatisticsSchema, '/api/live/statistics/sum', {}, options);
}

export interface MatchScoreQuery {
  matchIds?: Array<number | string>;
  streamId?: number | string;
}

/** POST /api/live/match/score: scores by match ids or by the stream's match. */
export function listMatchScores(
  query: MatchScoreQuery = {},
  options: ReadOptions = {},
): Promise<MatchScore[]> {
  return postData(z.array(MatchScoreSchema), '/api/live/match/score', query, options);
}
