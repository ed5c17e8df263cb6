import { render } from '@testing-library/react';
import { SPORTS } from '@app/shared/rules';
import { SPORT_GLYPHS, sportGlyph } from './sport-glyphs';
import { SportIcon } from './sport-icon';

// SPEC §3: every sport id has an active and an inactive icon.
test('every SPEC §3 sport id has its own drawn icon', () => {
  for (const s of SPORTS) expect(SPORT_GLYPHS[s.id]).toBeDefined();
  const drawings = SPORTS.map((s) => JSON.stringify(SPORT_GLYPHS[s.id]));
  expect(new Set(drawings).size).toBe(SPORTS.length);
});

test('every path of every icon stays on the 24×24 grid', () => {
  for (const s of SPORTS) {
    const g = sportGlyph(s.id);
    const paths = [g.body, g.marks, g.spots, g.strokes, g.solids].flatMap((p) => p ?? []);
    for (const d of paths) {
      expect(d).toMatch(/^M[-\d.]/);
      // absolute coordinates of moves and lines
      for (const [, x, y] of d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)) {
        expect(Number(x)).toBeGreaterThanOrEqual(0);
        expect(Number(x)).toBeLessThanOrEqual(24);
        expect(Number(y)).toBeGreaterThanOrEqual(0);
        expect(Number(y)).toBeLessThanOrEqual(24);
      }
    }
  }
});

test('inactive is an outline, active fills the silhouette and cuts its details out', () => {
  const { container, rerender } = render(<SportIcon sportId={1} size={20} />);
  const svg = () => container.querySelector('svg')!;
  expect(svg().getAttribute('width')).toBe('20');
  expect(svg().getAttribute('height')).toBe('20');
  expect(svg().getAttribute('aria-hidden')).toBe('true');
  expect(svg().dataset.state).toBe('inactive');
  const body = () => svg().querySelector('path')!;
  expect(body().getAttribute('fill')).toBe('none');
  const marks = () => [...svg().querySelectorAll('path[stroke-width="1.3"]')];
  expect(marks().every((m) => m.getAttribute('stroke') === 'currentColor')).toBe(true);

  rerender(<SportIcon sportId={1} size={20} active />);
  expect(svg().dataset.state).toBe('active');
  expect(body().getAttribute('fill')).toBe('currentColor');
  expect(marks().length).toBeGreaterThan(0);
  expect(marks().every((m) => m.getAttribute('stroke')?.includes('--sport-icon-cut'))).toBe(true);
});

test('an id the spec does not list still gets an icon', () => {
  const { container } = render(<SportIcon sportId={9999} />);
  expect(container.querySelectorAll('svg path').length).toBeGreaterThan(0);
});
