import { keepEarlyTaps, takeEarlyTaps } from './early-taps';

// A guest's tap on the prerendered "Log in" before the app has taken the page over is kept by the
// early script and done by the app when it starts (issue 16: the page is painted before its code).

function button(action: string | null): HTMLButtonElement {
  const el = document.createElement('button');
  if (action) el.setAttribute('data-early-tap', action);
  el.innerHTML = '<span>Log in</span>';
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  takeEarlyTaps();
  document.body.innerHTML = '';
});

test('a tap on an element naming an action (or inside it) is kept until the app takes it, once', () => {
  keepEarlyTaps(document, window);
  button('login').querySelector('span')!.click();
  button('login').click();
  expect(takeEarlyTaps()).toEqual(['login']);
  expect(takeEarlyTaps()).toEqual([]);
});

test('taps elsewhere, on unknown actions and after the app took over are not kept', () => {
  keepEarlyTaps(document, window);
  button(null).click();
  button('wipe-wallet').click();
  expect(takeEarlyTaps()).toEqual([]);

  keepEarlyTaps(document, window);
  const login = button('login');
  expect(takeEarlyTaps()).toEqual([]);
  login.click(); // the app listens itself now: the early listener is gone
  keepEarlyTaps(document, window);
  expect(takeEarlyTaps()).toEqual([]);
});

test('nothing kept when the early script did not run (another server, the dev server)', () => {
  expect(takeEarlyTaps()).toEqual([]);
});
