import { screen } from '@testing-library/react';
import { domShape, mockBackend, renderRemoteAt } from '@app/shared/testing';
import { setUpUi, signIn } from '../test-utils';
import { memberName, paint } from './early-paint';
import AccountRoutes from './routes';

// Issue 16: the host's early script runs this painter before the account remote's code has arrived.
// It draws the member centre's overview as the page then renders it while it reads (nothing moves
// when React takes over), never a balance, and only for the overview of a known member.

beforeAll(setUpUi);

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const member = { userName: 'member01', nickName: null, vipLevel: 2 };
const IGNORED = ['data-testid', 'id', 'aria-labelledby', 'aria-live', 'disabled'];

function painted(body: unknown, pathname = '/personal/me', language = 'en'): HTMLElement | null {
  document.body.innerHTML = '<div data-early-route></div>';
  const slot = document.querySelector<HTMLElement>('[data-early-route]')!;
  const answers = { '/api/member/get': body };
  return paint({
    slot,
    pathname,
    language,
    apiBaseUrl: 'http://api.test',
    market: 'vietnam',
    answers,
  })
    ? slot
    : null;
}

test('draws the tabs, shortcuts and wallet card as the page renders them while it reads', async () => {
  const slot = painted(ok(member))!;
  const drawn = slot.firstElementChild!.cloneNode(true) as Element;
  document.body.innerHTML = '';
  signIn();
  const api = mockBackend();
  api.on('GET', '/api/member/get', () => new Promise(() => undefined));
  api.on('POST', '/api/user/wallet/balance', () => new Promise(() => undefined));
  const { container } = renderRemoteAt(
    <AccountRoutes routeId="personal" basePath="/personal/me" />,
    '/personal/me',
  );
  await screen.findByRole('navigation', { name: 'Member centre sections' });
  const page = container.querySelector('main, div')!;
  const pick = (root: Element, selector: string) =>
    domShape(root.querySelector(selector)!, IGNORED);
  for (const selector of [
    'nav[aria-label="Member centre sections"]',
    'nav[aria-label="Shortcuts"]',
  ])
    expect(pick(drawn, selector)).toEqual(pick(page, selector));
  const wallet = (root: Element) => root.querySelectorAll('section')[1]!;
  expect(domShape(wallet(drawn), IGNORED)).toEqual(domShape(wallet(page), IGNORED));
  expect(wallet(drawn).textContent).toContain('—');
});

test('names the member as the profile card does: the nickname, else the masked account', () => {
  const slot = painted(ok(member))!;
  expect(slot.querySelector('h1')).toHaveTextContent('me****01');
  expect(slot.querySelector('h1')).toHaveAttribute('elementtiming', 'profile-name');
  expect(painted(ok({ ...member, nickName: '<b>Lan</b>' }))!.querySelector('h1')).toHaveTextContent(
    '<b>Lan</b>',
  );
  expect(painted(ok(member), '/personal/me', 'vi')!.textContent).toContain('Tổng quan');
});

test('draws nothing for another section, an unknown member or an answer the page rejects', () => {
  expect(painted(ok(member), '/personal/me/bets')).toBeNull();
  expect(painted({ code: 401, msg: 'login' })).toBeNull();
  expect(painted(ok(member), '/personal/me', 'fr')).toBeNull();
  expect(memberName(ok({ nickName: 'x' }))).toBeNull();
  expect(memberName(ok({ userName: 'a', nickName: 5 }))).toBeNull();
  expect(memberName('<html>')).toBeNull();
});
