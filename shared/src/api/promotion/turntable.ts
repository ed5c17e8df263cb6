import * as z from 'zod/mini';
import {
  getData,
  postData,
  withIdempotencyKey,
  type ActionOptions,
  type ReadOptions,
} from '@app/shared/client';
import { ACTIVITY } from './promotion-activity';
import { IdSchema, NullableNumber, NullableString, RecordListSchema } from '@app/shared/rules';

/** SPEC §7 lucky wheel (turntable) and match prediction (cheer). The server draws the prize. */
const PrizeSchema = z.looseObject({ id: IdSchema, name: NullableString, amount: z.number() });

export const TurntableDetailSchema = z.looseObject({
  activityId: z.optional(IdSchema),
  dailyChances: NullableNumber,
  prizes: z._default(z.array(z.looseObject({ ...PrizeSchema.shape, index: z.number() })), []),
});
export type TurntableDetail = z.infer<typeof TurntableDetailSchema>;

export const TurntableDrawSchema = z.looseObject({
  index: z.number(),
  prize: PrizeSchema,
  balance: NullableNumber,
  num: NullableNumber,
  replayed: z.optional(z.boolean()),
});
export type TurntableDraw = z.infer<typeof TurntableDrawSchema>;

/** A fixture of the prediction: its teams, kick-off and state (read with readMatchState). */
export const PredictionFixtureSchema = z.looseObject({
  matchId: IdSchema,
  bt: NullableNumber,
  phase: z.optional(z.string()),
  minute: NullableNumber,
  scores: z._default(z.array(z.unknown()), []),
});

export const MatchConfigSchema = z.looseObject({
  activityId: z.optional(IdSchema),
  matches: z._default(z.array(PredictionFixtureSchema), []),
});

/** GET activity/turntable/detail: prizes in wheel order. */
export function getTurntableDetail(options: ReadOptions = {}): Promise<TurntableDetail> {
  return getData(TurntableDetailSchema, `${ACTIVITY}/turntable/detail`, undefined, options);
}

/** GET activity/turntable/prize/get: one draw; the Idempotency-Key replays a repeated draw (R8). */
export function drawTurntablePrize(opts?: string | ActionOptions): Promise<TurntableDraw> {
  return getData(
    TurntableDrawSchema,
    `${ACTIVITY}/turntable/prize/get`,
    undefined,
    withIdempotencyKey(opts),
  );
}

/** GET activity/turntable/user/num: spins left today. */
export async function getTurntableUserNum(options: ReadOptions = {}): Promise<number> {
  const schema = z.looseObject({ num: z.number() });
  return (await getData(schema, `${ACTIVITY}/turntable/user/num`, undefined, options)).num;
}

/** GET activity/turntable/user/record: the caller's draws. */
export function listTurntableUserRecord() {
  return getData(RecordListSchema, `${ACTIVITY}/turntable/user/record`);
}

/** POST activity/turntable/record: recent winners (masked names). */
export function listTurntableRecord(options: ReadOptions = {}) {
  return postData(RecordListSchema, `${ACTIVITY}/turntable/record`, {}, options);
}

/** GET activity/cheer/queryCheerRecord: the caller's predictions. */
export function queryCheerRecord(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${ACTIVITY}/cheer/queryCheerRecord`, undefined, options);
}

export interface CheerBody {
  matchId: number | string;
  home: number;
  away: number;
}

/** POST activity/cheer/save (sandbox path): predicts a score. */
export function saveCheer(input: CheerBody, opts: ActionOptions = {}) {
  return postData(z.unknown(), `${ACTIVITY}/cheer/save`, input, opts).then(() => undefined);
}

/** GET activity/getMatchConfig. */
export function getMatchConfig() {
  return getData(MatchConfigSchema, `${ACTIVITY}/getMatchConfig`);
}

/** GET activity/matchTemplate/detail. */
export function getMatchTemplateDetail(options: ReadOptions = {}) {
  return getData(
    z.looseObject({ ...MatchConfigSchema.shape, title: NullableString }),
    `${ACTIVITY}/matchTemplate/detail`,
    undefined,
    options,
  );
}

/** GET activity/getMatchAwardConfig. */
export function getMatchAwardConfig(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${ACTIVITY}/getMatchAwardConfig`, undefined, options);
}

/** POST activity/receiveMatchRewards with an Idempotency-Key (R8: a claim). */
export function receiveMatchRewards(opts?: string | ActionOptions) {
  return postData(
    z.looseObject({ amount: z.number(), balance: NullableNumber }),
    `${ACTIVITY}/receiveMatchRewards`,
    {},
    withIdempotencyKey(opts),
  );
}
