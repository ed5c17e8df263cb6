import type { FastifyRequest } from 'fastify';
import type { BetOption, JumpLineLeg, SingleBet } from '@app/shared/api';
import { bodyOf } from '../http/untrusted';
import { ProviderCodes } from '../codes';
import { BizError } from '../errors';
import type { Selection } from './orders';
import { STAKE_MAX, STAKE_MIN } from './orders';

export function userOf(req: FastifyRequest): number {
  const id = req.providerCaller?.userId;
  if (id === null || id === undefined)
    throw new BizError(ProviderCodes.LOGIN_REQUIRED, 'Please log in to bet');
  return id;
}

/** A selection as the client sends it: a bet (SingleBet), a parlay leg or a slip-quote leg (`type`). */
export function selection(raw: unknown): Selection & { stake: number } {
  const o = bodyOf<SingleBet & BetOption & JumpLineLeg>({ body: raw });
  const matchId = Number(o.matchId);
  const marketId = Number(o.marketId);
  const optionType = Number(o.optionType ?? o.type);
  if (![matchId, marketId, optionType].every(Number.isFinite))
    throw new BizError(ProviderCodes.PARAM_ERROR, 'matchId, marketId and optionType are required');
  const odds = o.odds === undefined ? undefined : Number(o.odds);
  return { matchId, marketId, optionType, odds, stake: Number(o.unitStake ?? 0) };
}

export function checkStake(stake: number): void {
  if (!Number.isInteger(stake) || stake < STAKE_MIN || stake > STAKE_MAX)
    throw new BizError(
      ProviderCodes.PARAM_ERROR,
      `Stake must be between ${STAKE_MIN} and ${STAKE_MAX}`,
    );
}
