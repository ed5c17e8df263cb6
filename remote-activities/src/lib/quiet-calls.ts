import {
  ACTIVITY,
  ClaimSchema,
  TurntableDrawSchema,
  type Claim,
  type TurntableDraw,
} from '@app/shared/api/promotion';
import { callApi, getData, postData } from '@app/shared/client';

/*
 * The shared action calls (claimActivity, saveCheer, receiveMatchRewards, drawTurntablePrize) take no
 * "no message" flag yet, so the client would toast the server's text (in whatever language it wrote).
 * These call the same paths through the shared typed helpers with the flag, and the pages show their
 * own translated text for each business code. To go once the shared functions accept RequestOptions.
 */
const QUIET = { noNeedResponseMsg: true } as const;

/** POST activity/claim (R8: the caller passes one key per user action). */
export function claimQuietly(idempotencyKey: string, activityId: number): Promise<Claim> {
  return postData(ClaimSchema, `${ACTIVITY}/claim`, { activityId }, { ...QUIET, idempotencyKey });
}

/** POST activity/cheer/save: one score prediction per match. */
export async function saveCheerQuietly(input: {
  matchId: number | string;
  home: number;
  away: number;
}): Promise<void> {
  await callApi<unknown>({ method: 'POST', url: `${ACTIVITY}/cheer/save`, data: input }, QUIET);
}

/** POST activity/receiveMatchRewards. */
export function receiveMatchRewardsQuietly(idempotencyKey: string): Promise<Claim> {
  return postData(ClaimSchema, `${ACTIVITY}/receiveMatchRewards`, {}, { ...QUIET, idempotencyKey });
}

/** GET activity/turntable/prize/get: the server draws. */
export function drawQuietly(idempotencyKey: string): Promise<TurntableDraw> {
  return getData(TurntableDrawSchema, `${ACTIVITY}/turntable/prize/get`, undefined, {
    ...QUIET,
    idempotencyKey,
  });
}
