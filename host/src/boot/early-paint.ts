/**
 * Part of the inlined early script (early-start.ts): fills the prerendered skeletons of `/` with the
 * first answers (the first banner, the game bar, the hot games) as soon as they arrive, before the
 * app's JavaScript has loaded — on a cheap phone that is about a second earlier (issue 16). The
 * markup is the sections' content markup (the same CSS modules, links and image rules) without
 * what needs the app: the other slides, the badges' words. Once the app starts hydrating it stops
 * (EARLY_CLOSED_ATTR); the app keeps what was painted until its own content is ready
 * (home/early-painted.tsx). Values are set through the DOM (textContent, attributes), never as HTML.
 */
import {
  ADVERTS_PATH,
  HOME_BAR_PATH,
  hotRecommendations,
  parseEnvelope,
  resolveImageSrc,
  SLOT_LIST_PATH,
  SUCCESS_CODE,
  domElement,
} from '@app/shared/boot';
import type { Advert } from '@app/shared/api/promotion';
import { carouselAdverts, visibleBarItems } from '../home/advert-order';
import { imageSite } from '../home/image-site';
import { LAZY_IMAGE, rootMarginFor } from '../home/lazy-image-rules';
import { barRoute, gameRoute, linkTarget } from '../home/link-target';
import carousel from '../home/banner-carousel.module.css';
import bar from '../home/game-bar.module.css';
import hot from '../home/hot-games.module.css';
import lazy from '../home/lazy-image.module.css';
import {
  EARLY_CLOSED_ATTR,
  EARLY_PAINTED_ATTR,
  EARLY_SECTION_ATTR,
  rememberEarlyImage,
  type EarlySection,
} from './early-paint-marks';

type Rec = Record<string, unknown>;

export interface PaintContext {
  doc: Document;
  /** The language the answers were asked in: the prerendered page must be in it. */
  language: string;
  /** Where relative image paths resolve (home/image-site.ts). */
  apiBaseUrl: string;
  /** No banners for a stored login: a member taking a break must not see promotions (issue 18). */
  member: boolean;
}

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The answer's data when it is a success envelope, else undefined. */
export function successData(body: unknown): unknown {
  const env = parseEnvelope(body);
  return env?.code === SUCCESS_CODE ? env.data : undefined;
}

/**
 * LazyImage's markup: a box that shimmers until its image has loaded. Only the banner loads at once:
 * the icons and game pictures wait for the page's load event, so they do not share the phone's few
 * connections and its bandwidth with the banner and the app's script (they had delayed both by
 * ~0.5 s), and then load as LazyImage would, near the viewport.
 */
function image(
  ctx: PaintContext,
  raw: unknown,
  className: string | undefined,
  attrs: Record<string, string>,
  priority = false,
): HTMLElement {
  const box = domElement(ctx.doc, 'span', `${lazy.box} ${className ?? ''}`, {
    'data-status': 'loading',
  });
  const url = resolveImageSrc(raw, imageSite(ctx.apiBaseUrl, ctx.doc.location ?? window.location));
  if (!url) return box;
  const img = domElement(ctx.doc, 'img', lazy.img, { alt: '', decoding: 'async', ...attrs });
  img.addEventListener('load', () => {
    rememberEarlyImage(url);
    box.className = `${box.className} ${lazy.loaded}`;
    box.dataset.status = 'loaded';
  });
  box.append(img);
  if (priority) img.src = url;
  else afterPageLoad(ctx.doc, () => whenNearViewport(box, () => (img.src = url)));
  return box;
}

function afterPageLoad(doc: Document, run: () => void): void {
  if (doc.readyState === 'complete') run();
  else doc.defaultView?.addEventListener('load', run, { once: true });
}

/** As LazyImage: within 30 % of the viewport (SPEC §9), and while the app has not replaced it. */
function whenNearViewport(el: Element, run: () => void): void {
  if (!el.isConnected) return; // the app took over: its own images load
  if (typeof IntersectionObserver === 'undefined') return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (el.isConnected) run();
    },
    { rootMargin: rootMarginFor(LAZY_IMAGE.preloadRatio) },
  );
  observer.observe(el);
}

/** An anchor for an internal route or a safe external page (link-target.ts), else a plain box. */
function link(doc: Document, raw: unknown, className: string | undefined): HTMLElement {
  const target = linkTarget(raw);
  if (target?.kind === 'internal') return domElement(doc, 'a', className, { href: target.to });
  if (target?.kind === 'external')
    return domElement(doc, 'a', className, {
      href: target.href,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  return domElement(doc, 'div', className);
}

function paintBanner(ctx: PaintContext, skeleton: HTMLElement, data: unknown): boolean {
  if (ctx.member || !Array.isArray(data)) return false;
  const first = carouselAdverts(data.filter(isRec) as unknown as Advert[])[0] as Rec | undefined;
  if (!first || !str(first.imageUrl)) return false;
  const slide = domElement(ctx.doc, 'div', carousel.slide);
  const anchor = link(ctx.doc, first.link, carousel.link);
  anchor.append(
    image(
      ctx,
      first.imageUrl,
      carousel.image,
      {
        alt: str(first.title) ?? '',
        width: '750',
        height: '300',
        fetchpriority: 'high',
        elementtiming: 'hero-banner',
      },
      true,
    ),
  );
  slide.append(anchor);
  const track = domElement(ctx.doc, 'div', carousel.track);
  track.append(slide);
  skeleton.className = carousel.carousel ?? '';
  skeleton.replaceChildren(track);
  return true;
}

interface TileClasses {
  item?: string;
  link?: string;
  image?: string;
  label?: string;
  /** The image's width and height (its box is styled; these reserve the ratio). */
  size: string;
}

/** A list item linking to `href`: a picture, then the name (the game bar's items, the hot games). */
function tile(
  ctx: PaintContext,
  t: { href: string; name: string; icon: unknown; timing: string | undefined },
  c: TileClasses,
): HTMLLIElement {
  const li = domElement(ctx.doc, 'li', c.item);
  const anchor = domElement(ctx.doc, 'a', c.link, { href: t.href });
  const label = domElement(ctx.doc, 'span', c.label, t.timing ? { elementtiming: t.timing } : {});
  label.textContent = t.name;
  anchor.append(image(ctx, t.icon, c.image, { width: c.size, height: c.size }), label);
  li.append(anchor);
  return li;
}

function paintBar(ctx: PaintContext, skeleton: HTMLElement, data: unknown): boolean {
  if (!Array.isArray(data)) return false;
  const items = visibleBarItems(data.filter(isRec)).flatMap((item) => {
    const to = barRoute(item);
    const name = str(item.barName) ?? str(item.barCode);
    return to && name ? [{ item, to, name }] : [];
  });
  if (items.length === 0) return false;
  const classes = { item: bar.item, link: bar.link, image: bar.icon, label: bar.label, size: '48' };
  skeleton.replaceChildren(
    ...items.map(({ item, to, name }, index) =>
      tile(
        ctx,
        { href: to, name, icon: item.icon, timing: index === 0 ? 'game-bar' : undefined },
        classes,
      ),
    ),
  );
  skeleton.className = bar.bar ?? '';
  return true;
}

function paintHot(ctx: PaintContext, skeleton: HTMLElement, data: unknown): boolean {
  if (!Array.isArray(data)) return false;
  const classes = { link: hot.tile, image: hot.image, label: hot.name, size: '240' };
  const games = hotRecommendations(data.filter(isRec) as never[]) as Rec[];
  const tiles = games.flatMap((game, index) => {
    const name = str(game.gameName) ?? str(game.gameCode);
    if (!name || (typeof game.id !== 'string' && typeof game.id !== 'number')) return [];
    const href = gameRoute(game as { id: string | number; lobbyId?: string | number | null });
    const timing = index === 0 ? 'hot-game' : undefined;
    return [tile(ctx, { href, name, icon: game.icon, timing }, classes)];
  });
  if (tiles.length === 0) return false;
  skeleton.replaceChildren(...tiles);
  skeleton.className = hot.grid ?? '';
  return true;
}

const PAINTERS: Record<
  EarlySection,
  (ctx: PaintContext, el: HTMLElement, data: unknown) => boolean
> = { banner: paintBanner, bar: paintBar, hot: paintHot };

/** Which section an early read's answer fills. */
export const SECTION_OF_READ: Readonly<Record<string, EarlySection>> = {
  [ADVERTS_PATH]: 'banner',
  [HOME_BAR_PATH]: 'bar',
  [SLOT_LIST_PATH]: 'hot',
};

/**
 * Fills `section`'s prerendered skeleton with an answer's body, when the page still shows the
 * prerendered `/` in the answer's language and the app has not begun hydrating. A body that is not a
 * success, or holds nothing to show, leaves the skeleton for the app (which shows the error or the
 * empty state). Returns whether it painted.
 */
export function paintSection(ctx: PaintContext, section: EarlySection, body: unknown): boolean {
  const app = ctx.doc.getElementById('app');
  if (!app || app.dataset.prerender !== ctx.language || app.hasAttribute(EARLY_CLOSED_ATTR))
    return false;
  const skeleton = app.querySelector<HTMLElement>(`[${EARLY_SECTION_ATTR}="${section}"]`);
  if (!skeleton || skeleton.hasAttribute(EARLY_PAINTED_ATTR)) return false;
  const data = successData(body);
  if (data === undefined) return false;
  try {
    if (!PAINTERS[section](ctx, skeleton, data)) return false;
  } catch {
    return false; // an answer of an unexpected shape: the app shows what it makes of it
  }
  skeleton.removeAttribute('aria-busy');
  // the banner skeleton's label says "Loading…"; the list labels ("Game categories") stay true
  if (section === 'banner') skeleton.removeAttribute('aria-label');
  skeleton.setAttribute(EARLY_PAINTED_ATTR, '');
  return true;
}

/**
 * Paints once the prerendered page is parsed: an answer can come before the end of the HTML. Not at
 * DOMContentLoaded, which waits for the app's deferred script.
 */
export function paintWhenParsed(ctx: PaintContext, section: EarlySection, body: unknown): void {
  if (ctx.doc.readyState !== 'loading') {
    paintSection(ctx, section, body);
    return;
  }
  const onChange = () => {
    if (ctx.doc.readyState === 'loading') return;
    ctx.doc.removeEventListener('readystatechange', onChange);
    paintSection(ctx, section, body);
  };
  ctx.doc.addEventListener('readystatechange', onChange);
}
