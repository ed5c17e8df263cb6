import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { type Advert } from '@app/shared/api/promotion';
import { domShape } from '@app/shared/testing';
import { paint, paintableAdverts } from './early-paint';
import { PromoCard } from './promo-card';

// Issue 16: the host's early script runs this painter before the remote's code has arrived; what it
// draws must be what PromotionsPage then renders (no visible change when React takes over), from the
// same answers the page accepts, and a hostile answer must stay text.

const API = 'http://api.test';
beforeAll(() => setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: API, registryUrl: 'x' })));

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const adverts: Advert[] = [
  {
    id: 1,
    title: 'Lucky wheel',
    subTitle: 'Spin daily',
    imageUrl: '/media/1.svg',
    link: '/luckyWheel',
  },
  { id: 2, title: 'Rebate', imageUrl: 'https://cdn.test/2.png', link: 'https://evil.test' },
];

function slot(): HTMLElement {
  document.body.innerHTML = '<div data-early-route></div>';
  return document.querySelector('[data-early-route]')!;
}

function paintAnswer(body: unknown, language = 'en'): HTMLElement | null {
  const target = slot();
  const answers = { '/api/promotion/advertise/list': body };
  return paint({
    slot: target,
    pathname: '/activity',
    language,
    apiBaseUrl: API,
    market: 'vietnam',
    answers,
  })
    ? target
    : null;
}

test("draws each card as the page's own PromoCard renders it", () => {
  const painted = paintAnswer(ok(adverts))!;
  const cards = [...painted.querySelectorAll('section > div > *')];
  expect(cards).toHaveLength(2);
  adverts.forEach((advert, i) => {
    const { container, unmount } = render(
      <MemoryRouter>
        <PromoCard advert={advert} priority={i === 0} />
      </MemoryRouter>,
    );
    expect(domShape(cards[i]!)).toEqual(domShape(container.firstElementChild!));
    unmount();
  });
});

test('draws the heading in the page language above the grid; the cards with the content marker', () => {
  const painted = paintAnswer(ok(adverts), 'vi')!;
  expect(painted.querySelector('section > h1')).toHaveTextContent('Khuyến mãi');
  expect(painted.querySelectorAll('[elementtiming="activity-card"]')).toHaveLength(2);
  expect(paintAnswer(ok(adverts), 'zh-cn')!.querySelector('h1')).toHaveTextContent('优惠活动');
});

test('a title carrying markup stays text', () => {
  const painted = paintAnswer(ok([{ id: 1, title: '<img src=x onerror=alert(1)>' }]))!;
  expect(painted.querySelector('h3')).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(painted.querySelectorAll('img')).toHaveLength(1); // the card's own picture only
});

test('draws nothing where the page would show another state (error, empty) or an unknown language', () => {
  expect(paintAnswer(ok([]))).toBeNull();
  expect(paintAnswer({ code: 500, msg: 'x' })).toBeNull();
  expect(paintAnswer('<html>')).toBeNull();
  expect(paintAnswer(undefined)).toBeNull();
  expect(paintAnswer(ok(adverts), 'fr')).toBeNull();
  // one malformed advert: the page's validation rejects the whole answer, so does the painter
  expect(paintableAdverts(ok([...adverts, { id: 3 }]))).toBeNull();
  expect(paintableAdverts(ok([{ id: 1, title: 'x', link: 7 }]))).toBeNull();
  expect(slot().childElementCount).toBe(0);
});
