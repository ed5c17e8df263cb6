// The cheap phone every measurement script loads pages as: a 412×823 touch screen, CPU 4× slower and
// DevTools "Fast 3G" (562.5 ms latency, 1.44 Mbps down: Lighthouse mobile's profile).
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const FAST_3G = { latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 };

/** A fresh phone context and page; throttled unless `throttle` is false. Returns its CDP session too. */
export async function openPhonePage(browser, { throttle = true } = {}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
  }
  return { context, page, cdp };
}
