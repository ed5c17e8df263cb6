import { waitFor } from '@testing-library/react';
import type { EarlyAnswer, EarlyPaintInput } from '@app/shared/boot';
import type { RoutePaint } from './early-route-paint';

// Shared by the early route paint's tests (early-route-paint*.test.ts).

export const answer = (body: unknown, status = 200): Promise<EarlyAnswer | null> =>
  Promise.resolve({ status, body } as EarlyAnswer);

export function shell(): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="app" data-route-shell="en"><main><div data-early-route></div></main></div>';
  return document.querySelector('[data-early-route]')!;
}

export function options(
  paint: (input: EarlyPaintInput) => boolean,
  extra: Partial<RoutePaint> = {},
) {
  return {
    doc: document,
    painter: 'http://127.0.0.1:3003/early-paint.js',
    styles: Promise.resolve(['http://127.0.0.1:3003/1272.css']),
    reads: [
      ['/api/promotion/advertise/list', answer({ code: 200, data: [{ title: 'Bonus' }] })],
      ['/api/promotion/activity/list', answer({ code: 500 }, 502)],
    ] as const,
    language: 'vi',
    market: 'vietnam',
    apiBaseUrl: 'http://api.test',
    load: () => Promise.resolve({ paint }),
    ...extra,
  };
}

/** The stylesheet the early script applied, once it is in the head, then loaded (or failed). */
export async function stylesheet(event: 'load' | 'error' = 'load') {
  await waitFor(() => expect(document.head.querySelector('link[rel=stylesheet]')).not.toBeNull());
  const link = document.head.querySelector('link[rel=stylesheet]')!;
  expect(link.getAttribute('href')).toBe('http://127.0.0.1:3003/1272.css');
  link.dispatchEvent(new Event(event));
}
