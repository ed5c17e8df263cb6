import { circle, type SportGlyph } from './sport-glyph';

const BALL = circle(12, 12, 9);

/** The three seams of a volleyball around (12, 12), radius 9. */
const VOLLEY_SEAMS = [
  'M12 12Q12.6 6.6 17.6 4.95',
  'M12 12Q16.38 15.22 15.31 20.37',
  'M12 12Q7.02 14.18 3.09 10.68',
];

export const FOOTBALL: SportGlyph = {
  body: [BALL],
  spots: [
    'M12 8.4L15.42 10.89L14.12 14.91L9.88 14.91L8.58 10.89Z',
    // the edge patches between the seams
    'M14.8 4.29L15.7 6.9L18.46 6.95A8.2 8.2 0 0 0 14.8 4.29Z',
    'M20.2 12.29L17.99 13.95L18.8 16.59A8.2 8.2 0 0 0 20.2 12.29Z',
    'M14.26 19.88L12 18.3L9.74 19.88A8.2 8.2 0 0 0 14.26 19.88Z',
    'M5.2 16.59L6.01 13.95L3.8 12.29A8.2 8.2 0 0 0 5.2 16.59Z',
    'M5.54 6.95L8.3 6.9L9.2 4.29A8.2 8.2 0 0 0 5.54 6.95Z',
  ],
  marks: [
    'M12 8.4L12 3.8',
    'M15.42 10.89L19.8 9.47',
    'M14.12 14.91L16.82 18.63',
    'M9.88 14.91L7.18 18.63',
    'M8.58 10.89L4.2 9.47',
  ],
};

export const BASKETBALL: SportGlyph = {
  body: [BALL],
  marks: [
    'M12 3v18',
    'M3 12h18',
    'M5.6 5.7C8.7 8.9 8.7 15.1 5.6 18.3',
    'M18.4 5.7C15.3 8.9 15.3 15.1 18.4 18.3',
  ],
};

export const BASEBALL: SportGlyph = {
  body: [BALL],
  marks: [
    'M6.3 5C9.2 8.2 9.2 15.8 6.3 19',
    'M17.7 5C14.8 8.2 14.8 15.8 17.7 19',
    'M6.7 7.6l2-.5',
    'M7.4 12h2',
    'M6.7 16.4l2 .5',
    'M17.3 7.6l-2-.5',
    'M16.6 12h-2',
    'M17.3 16.4l-2 .5',
  ],
};

export const VOLLEYBALL: SportGlyph = { body: [BALL], marks: VOLLEY_SEAMS };

export const BEACH_VOLLEYBALL: SportGlyph = {
  body: [circle(12, 10, 7)],
  marks: [
    'M12 10Q12.47 5.8 16.36 4.52',
    'M12 10Q15.41 12.5 14.57 16.51',
    'M12 10Q8.13 11.7 5.07 8.97',
  ],
  strokes: ['M2.5 20.5c1.6-1.2 3.2-1.2 4.8 0s3.2 1.2 4.8 0 3.2-1.2 4.8 0 3.2 1.2 4.8 0'],
};

export const TENNIS: SportGlyph = {
  body: [
    'M9.9 14.1A6.5 5 -45 0 1 19.1 4.9A6.5 5 -45 0 1 9.9 14.1Z',
    'M9.2 13.4L3.6 19L5 20.4L10.6 14.8Z',
  ],
  marks: [
    'M9.33 11.98L16.98 4.33',
    'M12.02 14.67L19.67 7.02',
    'M9.94 8.34L15.66 14.06',
    'M13.34 4.94L19.06 10.66',
  ],
  solids: [circle(5.5, 6, 2.2)],
};

export const HANDBALL: SportGlyph = {
  body: [circle(14, 10.5, 7.5)],
  marks: ['M14 3C11.7 5.6 11.7 15.4 14 18', 'M6.6 9.3c2.6 1.6 12.2 1.6 14.8 0'],
  strokes: ['M2 14.5h3.5', 'M3.5 18h4.5', 'M2 21.5h8'],
};
