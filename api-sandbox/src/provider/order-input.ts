import type { FastifyRequest } from 'fastify';
import { ProviderCodes } from '../codes';
import { BizError } from '../errors';
import type { Selection } from './orders';
import { STAKE_MAX, STAKE_MIN } from './orders';

export type Body = Record<string, unknown>;

export function userOf(req: FastifyRequest): number {
  const id = req.providerCaller?.userId;
  if (id === null || id === undefined)
    throw new BizError(ProviderCodes.LOGIN_REQUIRED, 'Please log in to bet');
  return id;
}

export function selection(raw: unknown): Selection & { stake: number } {
  const o = (raw ?? {}) as Body;
  const matchId = Number(o.matchId);
  const marketId = Number(o.marketId);
  const optionType = Number(o.optionType ?? o.type);
  if (![matchId, marketId, optionType].every(Number.isFinite))
    throw new BizError(ProviderCodes.PARAM_ERROR, 'matchId, marketId and optionType are required');
  const odds = o.odds === undefined ? undefined : Number(o.odds);
  return { matchId, marketId, optionType, odds, stake: Number(o.unitStake ?? o.stake ?? 0) };
}

export function checkStake(stake: number): void {
  if (!Number.isFinite(stake) || stake < STAKE_MIN || stake > STAKE_MAX)
    throw new BizError(
      ProviderCodes.PARAM_ERROR,
      `Stake must be between ${STAKE_MIN} and ${STAKE_MAX}`,
    );
}
