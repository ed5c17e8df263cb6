import type { ComponentType } from 'react';
import { BallIcon, GiftIcon, HomeIcon, LiveIcon, UserIcon } from './icons';

export interface TabItem {
  key: 'home' | 'sports' | 'live' | 'promotions' | 'me';
  to: (userId: string | number | undefined) => string;
  Icon: ComponentType;
  end?: boolean;
}

/** The tab bar belongs to the host so it renders even when every remote is down. */
export const TABS: readonly TabItem[] = [
  { key: 'home', to: () => '/', Icon: HomeIcon, end: true },
  { key: 'sports', to: () => '/sports', Icon: BallIcon },
  { key: 'live', to: () => '/anchorPlay', Icon: LiveIcon },
  { key: 'promotions', to: () => '/activity', Icon: GiftIcon },
  { key: 'me', to: (id) => `/personal/${id ?? 'me'}`, Icon: UserIcon },
];
