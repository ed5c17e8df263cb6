import {
  BASEBALL,
  BASKETBALL,
  BEACH_VOLLEYBALL,
  FOOTBALL,
  HANDBALL,
  TENNIS,
  VOLLEYBALL,
} from './ball-glyphs';
import {
  AMERICAN_FOOTBALL,
  BADMINTON,
  BOXING,
  CRICKET,
  ICE_HOCKEY,
  OLYMPICS,
  RUGBY,
  SNOOKER,
  TABLE_TENNIS,
} from './gear-glyphs';
import { E_BASKETBALL, E_FOOTBALL } from './screen-glyphs';
import type { SportGlyph } from './sport-glyph';

/** The icon of every SPEC §3 sport id. */
export const SPORT_GLYPHS: Readonly<Record<number, SportGlyph>> = {
  1: FOOTBALL,
  2: ICE_HOCKEY,
  3: BASKETBALL,
  4: RUGBY,
  5: TENNIS,
  6: AMERICAN_FOOTBALL,
  7: BASEBALL,
  8: HANDBALL,
  13: VOLLEYBALL,
  14: CRICKET,
  15: TABLE_TENNIS,
  16: SNOOKER,
  19: BOXING,
  47: BADMINTON,
  51: BEACH_VOLLEYBALL,
  100: OLYMPICS,
  177: E_FOOTBALL,
  178: E_BASKETBALL,
};

/** A sport the provider adds later still gets an icon: a plain ball. */
export function sportGlyph(sportId: number): SportGlyph {
  return SPORT_GLYPHS[sportId] ?? FALLBACK;
}

const FALLBACK: SportGlyph = { body: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0Z'] };
