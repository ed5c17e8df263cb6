import { circle, type SportGlyph } from './sport-glyph';

/** Electronic sports: the ball on a screen. */
const SCREEN = 'M4.5 3.5h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2Z';
const STAND = ['M12 16.5v4', 'M8 20.5h8'];
const BALL = circle(12, 10, 4);

export const E_FOOTBALL: SportGlyph = {
  body: [SCREEN],
  marks: [BALL],
  spots: ['M12 8.1L13.81 9.41L13.12 11.54L10.88 11.54L10.19 9.41Z'],
  strokes: STAND,
};

export const E_BASKETBALL: SportGlyph = {
  body: [SCREEN],
  marks: [
    BALL,
    'M12 6v8',
    'M8 10h8',
    'M9.3 7.1c1.1 1.6 1.1 4.2 0 5.8',
    'M14.7 7.1c-1.1 1.6-1.1 4.2 0 5.8',
  ],
  strokes: STAND,
};
