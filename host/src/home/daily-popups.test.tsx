import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { mockBackend, type MockAnswer } from '@app/shared/testing';
import { useLoginDialog } from '../session/login-dialog-store';
import { DailyPopups } from './daily-popups';
import { renderHome, setupHomeI18n } from './test-utils';

// SPEC §4: the daily popup ad and the new-member gift dialog show at most once per day per user
// (or the no-login key); markers in shared safe storage (§3, §9 key prefix). SPEC §2: the gift
// dialog leads to newMemberGiftPackVi (Vietnam build) or newMemberGiftPack with activityId, type=3.

const POPUPS = '/api/promotion/advertise/list/type';
const GIFT_PACK = '/api/promotion/activity/newMemberGiftPack/isOpen';
let api: ReturnType<typeof mockBackend>;
const answerPopups = (answer: MockAnswer) => api.on('GET', POPUPS, () => answer);
const answerGiftPack = (answer: MockAnswer) => api.on('POST', GIFT_PACK, () => answer);
const asked = (path: string) => api.callsTo(path).length;
const DAY1 = Date.parse('2026-11-22T03:00:00Z');
const DAY2 = Date.parse('2026-11-23T03:00:00Z');
let now = DAY1;

const ADS = [
  {
    id: 6,
    title: 'Daily sign-in',
    subTitle: '7 days',
    imageUrl: 'https://cdn.test/6.svg',
    link: '/sign-activity',
    type: 2,
    sort: 6,
  },
  {
    id: 7,
    title: 'Five leagues',
    imageUrl: 'https://cdn.test/7.svg',
    link: '/Five-Major-Leagues',
    type: 2,
    sort: 7,
  },
];

/** Lets pending calls answer and effects run. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

function config(market: 'vietnam' | 'china') {
  setRuntimeConfig(parseRuntimeConfig({ market, apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
}

function markers() {
  return JSON.parse(localStorage.getItem('__popupMarkers') ?? '{}') as Record<
    string,
    Record<string, { date: string; ids: string[] }>
  >;
}

beforeAll(setupHomeI18n);
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  now = DAY1;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  config('vietnam');
  useSessionStore.getState().signOut();
  useLoginDialog.setState({ open: false });
  api = mockBackend();
  answerPopups({ data: ADS });
  answerGiftPack({ data: { id: 3, name: 'New member pack', status: 1, amount: 88000 } });
});
afterEach(() => jest.restoreAllMocks());

describe('daily popups (SPEC §4)', () => {
  it('shows the popup ad, then the gift dialog, each once a day for a visitor', async () => {
    const first = renderHome(<DailyPopups />);
    const ad = await screen.findByRole('dialog', { name: 'Today’s offers' });
    expect(ad).toHaveAttribute('aria-modal', 'true');
    expect(ad).toHaveAccessibleDescription('Daily sign-in — 7 days');
    expect(screen.getByRole('link', { name: 'View offer' })).toHaveAttribute(
      'href',
      '/sign-activity',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next (1/2)' }));
    expect(ad).toHaveAccessibleDescription('Five leagues');
    expect(markers()['1']?.noLogin).toEqual({ date: '2026-11-22', ids: ['6', '7'] });

    fireEvent.keyDown(document, { key: 'Escape' }); // Escape closes
    const gift = await screen.findByRole('dialog', { name: 'Welcome gift for new members' });
    expect(gift).toHaveTextContent('New member pack is waiting for you.');
    expect(gift).toHaveTextContent('Worth 88,000 VND');
    expect(screen.getByRole('link', { name: 'Get my gift' })).toHaveAttribute(
      'href',
      '/newMemberGiftPackVi?activityId=3&type=3',
    );
    expect(screen.getByRole('link', { name: 'Get my gift' })).toHaveFocus();
    expect(markers()['2']?.noLogin?.date).toBe('2026-11-22');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // a reload the same day: nothing
    renderHome(<DailyPopups />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again the next day', async () => {
    renderHome(<DailyPopups />).unmount();
    now = DAY2;
    renderHome(<DailyPopups />);
    expect(await screen.findByRole('dialog', { name: 'Today’s offers' })).toBeInTheDocument();
  });

  it('keeps markers per user: a member still sees them after the visitor has', async () => {
    const view = renderHome(<DailyPopups />);
    await screen.findByRole('dialog', { name: 'Today’s offers' });
    view.unmount();
    useSessionStore.getState().signIn({ token: 't', username: 'member01' });
    renderHome(<DailyPopups />);
    expect(await screen.findByRole('dialog', { name: 'Today’s offers' })).toBeInTheDocument();
    expect(markers()['1']?.member01?.date).toBe('2026-11-22');
  });

  it('China build: the gift dialog links to newMemberGiftPack; no popup ads → straight to the gift', async () => {
    config('china');
    answerPopups({ data: [] });
    renderHome(<DailyPopups />);
    await screen.findByRole('dialog', { name: 'Welcome gift for new members' });
    expect(screen.getByRole('link', { name: 'Get my gift' })).toHaveAttribute(
      'href',
      '/newMemberGiftPack?activityId=3&type=3',
    );
  });

  it('no gift dialog when the pack is closed (status 0) or its call fails', async () => {
    answerPopups({ data: [] });
    answerGiftPack({ data: { id: 3, name: 'x', status: 0 } });
    renderHome(<DailyPopups />);
    await waitFor(() => expect(asked(GIFT_PACK)).toBeGreaterThan(0));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(markers()['2']).toBeUndefined();
  });

  it('a failed popup call skips to the gift dialog', async () => {
    answerPopups({ transport: 'network' });
    renderHome(<DailyPopups />);
    expect(
      await screen.findByRole('dialog', { name: 'Welcome gift for new members' }),
    ).toBeInTheDocument();
  });

  it('a browser under automation gets none unless it asks for them', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    try {
      renderHome(<DailyPopups />);
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(asked(POPUPS)).toBe(0);
      localStorage.setItem('__popupsUnderAutomation', '1');
      renderHome(<DailyPopups />);
      expect(await screen.findByRole('dialog', { name: 'Today’s offers' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
    }
  });

  it('waits while the login dialog is open', async () => {
    useLoginDialog.setState({ open: true });
    renderHome(<DailyPopups />);
    await waitFor(() => expect(asked(POPUPS)).toBeGreaterThan(0));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(markers()['1']).toBeUndefined();
  });
});
