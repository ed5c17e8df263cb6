import type { ComponentType } from 'react';
import {
  BallIcon,
  CrownIcon,
  DotIcon,
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  LiveIcon,
  UserIcon,
} from './icons';

/** The icon ids a remote's manifest may name; an unknown id gets a neutral dot. */
const ICONS: Record<string, ComponentType> = {
  home: HomeIcon,
  ball: BallIcon,
  live: LiveIcon,
  gift: GiftIcon,
  user: UserIcon,
  crown: CrownIcon,
  game: GamepadIcon,
};

export function navIcon(id: string): ComponentType {
  return ICONS[id] ?? DotIcon;
}
