import { placePrerender } from './prerender-language';

// The document's #app holds the page the server drew (data-prerender) or the build's layout in the
// market's language (data-shell), the other languages' layouts in templates; the inline script keeps
// what matches the language the app will pick, before the first paint.

function page(mark: 'prerender' | 'shell' = 'shell'): HTMLElement {
  document.documentElement.removeAttribute('data-session');
  document.documentElement.lang = 'vi';
  document.body.innerHTML =
    `<div id="app" data-${mark}="vi" data-market="vietnam"><p>Trang chủ</p></div>` +
    '<template id="prerender-en"><p>Home</p></template>' +
    '<template id="prerender-zh-cn"><p>首页</p></template>';
  return document.getElementById('app')!;
}

const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => localStorage.clear());

test('the page the server drew in the language the app picks stays, to be hydrated', () => {
  const app = page('prerender');
  placePrerender(document, at('/'));
  expect(app.dataset.prerender).toBe('vi');
  expect(app.textContent).toBe('Trang chủ');
});

test('a stored language puts its layout in place, to be rendered afresh (SPEC §4 language order)', () => {
  localStorage.setItem('__language', 'en');
  const app = page('prerender');
  placePrerender(document, at('/'));
  expect(app.dataset.prerender).toBeUndefined();
  expect(app.dataset.shell).toBe('en');
  expect(app.textContent).toBe('Home');
  expect(document.documentElement.lang).toBe('en');
});

test('the address query wins over the stored language', () => {
  localStorage.setItem('__language', 'en');
  const app = page();
  placePrerender(document, at('/', '?lang=zh-cn'));
  expect(app.textContent).toBe('首页');
  expect(app.dataset.shell).toBe('zh-cn');
});

test('another path than `/` without route layouts gets the splash and no mark', () => {
  const app = page();
  placePrerender(document, at('/sports'));
  expect(app.dataset.prerender).toBeUndefined();
  expect(app.dataset.shell).toBeUndefined();
  expect(app.textContent).toBe('BetLive');
});

function withRouteShells(): HTMLElement {
  const app = page();
  document.body.insertAdjacentHTML(
    'beforeend',
    '<template id="prerender-route-vi"><header>Đăng nhập</header><main><div data-early-route></div></main></template>' +
      '<template id="prerender-route-en"><header>Log in</header><main><div data-early-route></div></main></template>',
  );
  return app;
}

test('another page gets the layout in its language, marked to be rendered afresh', () => {
  localStorage.setItem('__language', 'en');
  const app = withRouteShells();
  placePrerender(document, at('/activity'));
  expect(app.dataset.shell).toBeUndefined();
  expect(app.dataset.routeShell).toBe('en');
  expect(app.querySelector('header')!.textContent).toBe('Log in');
  expect(app.querySelector('[data-early-route]')).not.toBeNull();
  expect(document.documentElement.lang).toBe('en');
});

test('the pages drawn without the layout (SPEC §2 error pages) keep the splash', () => {
  const app = withRouteShells();
  placePrerender(document, at('/404'));
  expect(app.dataset.routeShell).toBeUndefined();
  expect(app.textContent).toBe('BetLive');
});

test("a language without a layout keeps the server's page on screen, to be rendered afresh", () => {
  const app = page('prerender');
  document.getElementById('prerender-en')!.remove();
  localStorage.setItem('__language', 'en');
  placePrerender(document, at('/'));
  expect(app.dataset.prerender).toBeUndefined();
  expect(app.dataset.shell).toBe('vi');
  expect(app.textContent).toBe('Trang chủ');
});

test('a remote page the server drew stays in its language, to be hydrated; in another, the layout', () => {
  const app = withRouteShells();
  app.removeAttribute('data-shell');
  app.dataset.prerender = 'vi';
  app.innerHTML = '<main><h1>Khuyến mãi</h1></main>';
  placePrerender(document, at('/activity'));
  expect(app.dataset.prerender).toBe('vi');
  expect(app.textContent).toBe('Khuyến mãi');

  localStorage.setItem('__language', 'en');
  placePrerender(document, at('/activity'));
  expect(app.dataset.prerender).toBeUndefined();
  expect(app.dataset.routeShell).toBe('en');
});
