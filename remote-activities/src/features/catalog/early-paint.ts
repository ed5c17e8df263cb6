/**
 * The promotions list's early painter (issue 16; shared/src/federation/early-paint.ts): the host's early
 * script runs it before the host's and this remote's code have arrived and it draws the page's heading
 * and cards from the adverts answer, with the same markup and classes as PromotionsPage and PromoCard,
 * so the page's own render replaces it without a visible change. Built on its own into `early-paint.js`
 * (no React, no zod): values go in through textContent and attributes, never as HTML, and it draws
 * nothing from an answer the page itself would reject (validateResponse of AdvertSchema). No test ids:
 * tests find the page's own cards, never these.
 */
import {
  ADVERTS_PATH,
  apiImageSrc,
  elementTiming,
  imageLoading,
  parseEnvelope,
  SUCCESS_CODE,
  type EarlyPaintInput,
  domElement,
} from '@app/shared/boot';
import en from '../../i18n/locales/en.json';
import vi from '../../i18n/locales/vi.json';
import zhCn from '../../i18n/locales/zh-cn.json';
import { sitePath } from './site-path';
import styles from './promo-card.module.css';

// only the titles end up in early-paint.js (webpack keeps the JSON properties a bundle reads)
const HEADINGS: Readonly<Record<string, string>> = {
  en: en.title,
  vi: vi.title,
  'zh-cn': zhCn.title,
};
/** More than a wide screen's first rows; the page's render brings the rest. */
const MAX_CARDS = 8;

interface PaintedAdvert {
  title: string;
  subTitle: string | null;
  imageUrl: string | null;
  link: string | null;
}

const optionalText = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';

/** The answer's adverts as the page would show them, or null when the page would not accept it. */
export function paintableAdverts(body: unknown): PaintedAdvert[] | null {
  const envelope = parseEnvelope(body);
  if (envelope?.code !== SUCCESS_CODE || !Array.isArray(envelope.data)) return null;
  const adverts: PaintedAdvert[] = [];
  for (const item of envelope.data as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const a = item as Record<string, unknown>;
    const idOk = typeof a.id === 'number' || typeof a.id === 'string';
    if (!idOk || typeof a.title !== 'string') return null;
    if (!optionalText(a.subTitle) || !optionalText(a.imageUrl) || !optionalText(a.link))
      return null;
    adverts.push({
      title: a.title,
      subTitle: a.subTitle ?? null,
      imageUrl: a.imageUrl ?? null,
      link: a.link ?? null,
    });
  }
  return adverts;
}

function card(doc: Document, advert: PaintedAdvert, apiBaseUrl: string, first: boolean) {
  const to = sitePath(advert.link);
  const box = to
    ? domElement(doc, 'a', styles.card, { href: to })
    : domElement(doc, 'div', styles.card);
  const src = apiImageSrc(advert.imageUrl, apiBaseUrl);
  const img = domElement(doc, 'img', styles.image, {
    alt: '',
    width: '630',
    height: '270',
    ...imageLoading(first),
  });
  if (src) img.src = src;
  const body = domElement(doc, 'div', styles.body);
  const title = domElement(doc, 'h3', styles.title, elementTiming('activity-card'));
  title.textContent = advert.title;
  body.append(title);
  if (advert.subTitle) {
    const sub = domElement(doc, 'p', styles.sub);
    sub.textContent = advert.subTitle;
    body.append(sub);
  }
  box.append(img, body);
  return box;
}

/** Draws the heading and the first cards; false (nothing drawn) when the page would show another state. */
export function paint({ slot, language, apiBaseUrl, answers }: EarlyPaintInput): boolean {
  const adverts = paintableAdverts(answers[ADVERTS_PATH]);
  const heading = HEADINGS[language];
  if (!adverts?.length || !heading) return false;
  const doc = slot.ownerDocument;
  const section = doc.createElement('section');
  const h1 = domElement(doc, 'h1', styles.heading);
  h1.textContent = heading;
  const grid = domElement(doc, 'div', styles.grid);
  adverts
    .slice(0, MAX_CARDS)
    .forEach((advert, i) => grid.append(card(doc, advert, apiBaseUrl, i === 0)));
  section.append(h1, grid);
  slot.append(section);
  return true;
}
