import type { RuntimeConfig } from '@app/shared/client';

export type PixelConfig = RuntimeConfig['pixels'][number];

type Command = (...args: unknown[]) => void;
interface FbQueue extends Command {
  queue: unknown[];
  callMethod?: Command;
}
interface TtQueue extends Command {
  queue: unknown[];
  page: Command;
  track: Command;
  identify: Command;
}
type PixelWindow = Window & { fbq?: FbQueue; _fbq?: FbQueue; ttq?: TtQueue };

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.pixel = 'true';
  doc.head.appendChild(script);
}

/** Meta (Facebook) pixel: the vendor's command queue, filled until fbevents.js takes it over. */
function injectFacebook(win: PixelWindow, doc: Document, id: string): void {
  let fbq = win.fbq;
  if (!fbq) {
    const queue: unknown[] = [];
    const created: FbQueue = Object.assign(
      (...args: unknown[]) => {
        if (created.callMethod) created.callMethod(...args);
        else queue.push(args);
      },
      { queue },
    );
    // the vendor snippet's shape: fbevents.js reads these when it takes the queue over
    Object.assign(created, { loaded: true, version: '2.0', push: created });
    fbq = created;
    win.fbq = fbq;
    win._fbq = fbq;
    addScript(doc, 'https://connect.facebook.net/en_US/fbevents.js');
  }
  fbq('init', id);
  fbq('track', 'PageView');
}

/** TikTok pixel: a queue the SDK replays once events.js has loaded. */
function injectTiktok(win: PixelWindow, doc: Document, id: string): void {
  let ttq = win.ttq;
  if (!ttq) {
    const queue: unknown[] = [];
    const method =
      (name: string): Command =>
      (...args) =>
        queue.push([name, ...args]);
    ttq = Object.assign((...args: unknown[]) => void queue.push(args), {
      queue,
      page: method('page'),
      track: method('track'),
      identify: method('identify'),
    });
    win.ttq = ttq;
  }
  const src = `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`;
  addScript(doc, src);
  ttq.page();
}

/**
 * SPEC §9: marketing pixels are injected only on the hosts they are configured for (config `pixels`).
 * Returns the pixels injected; on every other host (dev, test, mirrors) nothing is loaded.
 */
export function loadPixels(
  pixels: readonly PixelConfig[],
  hostname: string = window.location.hostname,
  win: Window = window,
): PixelConfig[] {
  const host = hostname.toLowerCase();
  const matching = pixels.filter((p) => p.host.toLowerCase() === host);
  for (const pixel of matching) {
    if (pixel.kind === 'tiktok') injectTiktok(win as PixelWindow, win.document, pixel.id);
    else injectFacebook(win as PixelWindow, win.document, pixel.id);
  }
  return matching;
}

/** A single-page app changes pages without loading: tell the pixels loaded by loadPixels. */
export function trackPixelPageView(win: Window = window): void {
  const w = win as PixelWindow;
  w.fbq?.('track', 'PageView');
  w.ttq?.page();
}
