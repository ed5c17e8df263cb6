import { circle, type SportGlyph } from './sport-glyph';

export const BADMINTON: SportGlyph = {
  body: ['M9.2 16.5L5.5 3.5H18.5L14.8 16.5Z', 'M9 16.5h6v1.5a3 3 0 0 1-6 0Z'],
  marks: [
    'M12 16.5V3.5',
    'M10.6 16.5L8.7 3.5',
    'M13.4 16.5L15.3 3.5',
    'M6.8 8.2h10.4',
    'M9 16.5h6',
  ],
};

export const TABLE_TENNIS: SportGlyph = {
  body: [circle(13.5, 9.5, 7), 'M7 13.6L9.4 16L5.5 19.9L3.1 17.5Z'],
  marks: ['M12.2 16.4L6.6 10.8'],
  solids: [circle(4.5, 4.5, 2)],
};

export const BOXING: SportGlyph = {
  body: [
    'M7 12.5V9.5C7 6 9.3 4 12.5 4H14c3.3 0 5 2.4 5 5.6v3.3c0 2.3-1.2 3.8-2.9 4.4H8.9C7.7 16.7 7 15 7 12.5Z',
    'M8.6 17.3h7.5v3.7H8.6Z',
  ],
  marks: ['M7 11.3c1.9-.6 3.8.2 4.4 2.3', 'M8.6 17.3h7.5', 'M12.2 4.4c2.2.8 3.4 2.6 3.6 5'],
};

/** The racked reds in their triangle. */
export const SNOOKER: SportGlyph = {
  body: ['M12 3.5L21.5 19.5H2.5Z'],
  spots: [
    circle(12, 10.6, 1.6),
    circle(10.2, 13.7, 1.6),
    circle(13.8, 13.7, 1.6),
    circle(8.4, 16.8, 1.6),
    circle(12, 16.8, 1.6),
    circle(15.6, 16.8, 1.6),
  ],
};

export const AMERICAN_FOOTBALL: SportGlyph = {
  body: ['M4 20C4 11 11 4 20 4C20 13 13 20 4 20Z'],
  marks: ['M9 15L15 9', 'M9.6 12.6l1.8 1.8', 'M11.1 11.1l1.8 1.8', 'M12.6 9.6l1.8 1.8'],
};

export const RUGBY: SportGlyph = {
  body: ['M8.36 10.6A4.2 2.6 -30 0 1 15.64 6.4A4.2 2.6 -30 0 1 8.36 10.6Z'],
  marks: ['M10.2 9.5l3.6-2.1'],
  strokes: ['M5 3v18', 'M19 3v18', 'M5 14.5h14'],
};

export const ICE_HOCKEY: SportGlyph = {
  body: [
    'M13.4 15.2H19a1.6 1.6 0 0 1 0 3.2H13.9a1.6 1.6 0 0 1-1.4-.8Z',
    'M3.5 17.3a3 1.4 0 1 0 6 0a3 1.4 0 1 0-6 0Z',
    'M3.5 17.3v1.9a3 1.4 0 0 0 6 0v-1.9',
  ],
  marks: ['M3.5 17.3a3 1.4 0 0 0 6 0'],
  strokes: ['M7.5 2.5L13.4 15.2'],
};

export const CRICKET: SportGlyph = {
  body: ['M3.6 17.6L12.6 8.6L15.4 11.4L6.4 20.4Z', circle(18.5, 17.5, 2.5)],
  marks: ['M16.9 15.9l3.2 3.2'],
  strokes: ['M14 10L19.6 4.4'],
};

export const OLYMPICS: SportGlyph = {
  body: ['M6.5 2.5H10L13 9.5H9.5Z', 'M17.5 2.5H14L11 9.5H14.5Z', circle(12, 15.2, 5.8)],
  spots: [
    'M12 12.3L12.73 14.19L14.76 14.3L13.19 15.59L13.7 17.55L12 16.45L10.3 17.55L10.81 15.59L9.24 14.3L11.27 14.19Z',
  ],
};
