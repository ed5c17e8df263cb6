/* global window, document, MutationObserver, requestAnimationFrame */ // in the page
// What the tab-switch bench and its trace share: the tabs, member01's page at rest on `/` after the
// warm-up, and the tap that times the switch in the page.
import { SITE } from './bench-kit.mjs';
import { PHONE } from './cheap-phone.mjs';

/** Quiet time (no request started or finished) that counts as the page at rest. */
export const REST_MS = 1500;
/** Marked in the page right before the tap (a trace starts reading there). */
export const TAP_MARK = 'betlive:tab-tap';

/** Each remote's tab: its path, the route the host mounts for it and the content that must show. */
export const TABS = [
  { path: '/sports', route: 'sports', content: '[elementtiming="match-row"]' },
  { path: '/anchorPlay', route: 'anchorPlay', content: 'main [data-testid="stream-card"]' },
  { path: '/activity', route: 'activity', content: '[elementtiming="activity-card"]' },
  { path: '/personal/me', route: 'personal', content: '#profile-name' },
];
/** Taps the tab in the page and resolves with ms from the tap to the frame after the content shows. */
export const TAP_AND_WAIT = ({ path, route, content }) =>
  new Promise((resolve, reject) => {
    const link = document.querySelector(`nav a[href="${path}"]`);
    if (!link) return reject(new Error(`no tab for ${path}`));
    const shown = () =>
      document.querySelector(`[data-route-id="${route}"]`) && document.querySelector(content);
    const started = performance.now();
    // the page's API reads started by the tap (fetch/XHR, not its files or images), answered by when
    const readsAnswered = () =>
      Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              e.startTime >= started &&
              (e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest'),
          )
          .map((e) => e.responseEnd - started),
      );
    const done = () =>
      // the frame that paints it: the next animation frame, then the one after it has been produced
      requestAnimationFrame(() =>
        setTimeout(() => {
          const shown = performance.now() - started;
          resolve({ shown, reads: Math.min(readsAnswered(), shown) });
        }, 0),
      );
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => reject(new Error(`${path} did not show its content in 15 s`)), 15_000);
    performance.mark('betlive:tab-tap'); // TAP_MARK (this function runs in the page)
    link.click();
  });

/** Resolves once no request has started or finished for REST_MS (the page's idle work included). */
export async function atRest(page) {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  while (Date.now() - last < REST_MS) await page.waitForTimeout(100);
}

/**
 * member01's page on `/` in a fresh phone context, loaded, warmed up (unless `warmUp` is false: the
 * `betlive:remotes-warmed` mark of host/src/routing/warm-remotes.ts) and at rest.
 */
export async function memberPageAtRest(browser, session, warmUp = true) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript((v) => window.localStorage.setItem('__session', v), session);
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  if (warmUp)
    await page.waitForFunction(
      () => performance.getEntriesByName('betlive:remotes-warmed').length > 0,
      undefined,
      { timeout: 30_000, polling: 200 },
    );
  await atRest(page);
  return { context, page };
}
