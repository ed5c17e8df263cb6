import type { ComponentType } from 'react';
import { GiftBoxPanel } from '../features/gift-box/gift-box-panel';
import { InvitePanel } from '../features/invite/invite-panel';
import { LuckyWheel } from '../features/lucky-wheel/lucky-wheel';
import { PredictionPanel } from '../features/prediction/prediction-panel';
import { ProgressPanel } from '../features/progress/progress-panel';
import { RankingPanel } from '../features/ranking/ranking-panel';
import { RebatePanel } from '../features/rebate/rebate-panel';
import { SignInPanel } from '../features/sign-in/sign-in-panel';
import type { Mechanic } from '../lib/catalog';
import type { MechanicProps } from '../lib/mechanic-props';

/** The view of each mechanic: a page renders the one its activity's data selects. */
export const MECHANIC_VIEWS: Record<Mechanic, ComponentType<MechanicProps>> = {
  progress: ProgressPanel,
  signIn: SignInPanel,
  ranking: RankingPanel,
  prediction: PredictionPanel,
  rebate: RebatePanel,
  giftBox: GiftBoxPanel,
  wheel: LuckyWheel,
  invite: InvitePanel,
};
