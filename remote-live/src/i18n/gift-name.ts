import type { TFunction } from 'i18next';
import type { NS } from './namespace';

const NAMES = {
  rose: 'gifts.names.rose',
  heart: 'gifts.names.heart',
  beer: 'gifts.names.beer',
  goldCup: 'gifts.names.goldCup',
  supercar: 'gifts.names.supercar',
  yacht: 'gifts.names.yacht',
  rocket: 'gifts.names.rocket',
  castle: 'gifts.names.castle',
} as const;

/**
 * A gift's name in the viewer's language by its code: a room's gift events are sent once, in the
 * sender's language, so the server's `name` is only the fallback for a gift this table does not know.
 */
export function giftName(t: TFunction<typeof NS>, gift: { code?: unknown; name: string }): string {
  const code = typeof gift.code === 'string' && Object.hasOwn(NAMES, gift.code) ? gift.code : null;
  return code ? t(NAMES[code as keyof typeof NAMES]) : gift.name;
}
