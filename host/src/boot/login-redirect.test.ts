import { LOGIN_REQUIRED_META, sendGuestHome, takeLoginReturn } from './login-redirect';

// Issue 16 / SPEC §2: a guest on a page that needs a login is on `/` with the login dialog; with the
// server's marker the early script does it before the app has loaded.
function markDocument(marked: boolean) {
  document.head.querySelector(`meta[name="${LOGIN_REQUIRED_META}"]`)?.remove();
  if (!marked) return;
  const meta = document.createElement('meta');
  meta.name = LOGIN_REQUIRED_META;
  document.head.append(meta);
}

afterEach(() => {
  markDocument(false);
  takeLoginReturn();
  window.history.replaceState(null, '', '/');
});

describe('sending a guest home early', () => {
  it('takes a guest on a marked page to / with the query, and keeps the page for after the login', () => {
    markDocument(true);
    window.history.replaceState(null, '', '/sports?lang=en');
    expect(sendGuestHome(document, window, false)).toBe(true);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?lang=en');
    expect(takeLoginReturn()).toBe('/sports?lang=en');
    // taken once: a later start of the app does not open the dialog again
    expect(takeLoginReturn()).toBeNull();
  });

  it('leaves a stored login, an unmarked page and / alone', () => {
    window.history.replaceState(null, '', '/sports');
    markDocument(true);
    expect(sendGuestHome(document, window, true)).toBe(false);
    markDocument(false);
    expect(sendGuestHome(document, window, false)).toBe(false);
    expect(window.location.pathname).toBe('/sports');
    markDocument(true);
    window.history.replaceState(null, '', '/');
    expect(sendGuestHome(document, window, false)).toBe(false);
    expect(takeLoginReturn()).toBeNull();
  });

  it('returns only to a same-site path', () => {
    Object.assign(window, { __betliveLoginReturn: '//evil.example/x' });
    expect(takeLoginReturn()).toBeNull();
    Object.assign(window, { __betliveLoginReturn: '/\\evil.example' });
    expect(takeLoginReturn()).toBeNull();
  });
});
