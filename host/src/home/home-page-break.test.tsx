import { act, screen, within } from '@testing-library/react';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { getRgState, type RgState } from '@app/shared/api/member';
import { listAdverts } from '@app/shared/api/promotion';
import { listHomeBar, listSlotGames } from '@app/shared/api/site';
import { useSessionStore } from '@app/shared/store';
import { useCatalog } from '../platform/catalog-store';
import { HomePage } from './home-page';
import { renderHome, setupHomeI18n } from './test-utils';

// Issue 18: a member taking a break (time-out or self-exclusion) sees no promotion popups and no
// promotion banners or widgets on the home page, but a calm notice with the end of the break.

jest.mock('../../../shared/src/api/promotion/promotion', () => ({
  ...jest.requireActual('../../../shared/src/api/promotion/promotion'),
  listAdverts: jest.fn(),
}));
jest.mock('../../../shared/src/api/site/game', () => ({
  ...jest.requireActual('../../../shared/src/api/site/game'),
  listHomeBar: jest.fn(async () => []),
  listSlotGames: jest.fn(async () => []),
}));
jest.mock('../../../shared/src/api/rg/responsible-gambling', () => ({
  ...jest.requireActual('../../../shared/src/api/rg/responsible-gambling'),
  getRgState: jest.fn(),
}));
// the popups (ad, new-member gift) have their own test; here: are they mounted at all
jest.mock('./daily-popups', () => ({
  __esModule: true,
  default: () => <div data-testid="daily-popups" />,
}));
jest.mock('./remote-widget', () => ({
  RemoteWidget: ({ remoteId }: { remoteId: string }) => <p>widget of {remoteId}</p>,
}));

const NOW = Date.parse('2026-11-22T08:00:00Z');
const UNTIL = NOW + 7 * 24 * 3_600_000;
const BREAK: RgState = {
  limits: [],
  realityCheckMinutes: 60,
  exclusion: { kind: 'timeout', period: '7d', startedAt: NOW, until: UNTIL },
  now: NOW,
};
const FREE: RgState = { ...BREAK, exclusion: null };

const label = (en: string) => ({ en, vi: en, 'zh-cn': en });
const widget = (expose: string, order: number, title: string) => ({
  expose,
  order,
  title: label(title),
  limit: 4,
  wide: false,
});
const app = (id: string, widgets: ReturnType<typeof widget>[]) => ({
  remote: { id, name: id, manifest: '', enabled: true, paths: [] },
  status: 'ready' as const,
  app: { id, widgets, nav: { tabs: [], footer: [] }, routes: [] },
});

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 30)));

beforeAll(setupHomeI18n);
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest
    .mocked(listAdverts)
    .mockResolvedValue([
      { id: 1, title: 'Lucky wheel', imageUrl: 'https://cdn.test/1.svg', link: '/luckyWheel' },
    ]);
  jest.mocked(listHomeBar).mockResolvedValue([]);
  jest.mocked(listSlotGames).mockResolvedValue([]);
  useCatalog.setState({
    remotes: {
      live: app('live', [widget('./widgets/live-now', 10, 'Live now')]),
      activities: app('activities', [widget('./widgets/promo-strip', 30, 'Promotions')]),
    },
  } as never);
  useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
});
afterEach(() => {
  jest.restoreAllMocks();
  useSessionStore.getState().signOut();
});

describe('home page during a break (issue 18)', () => {
  it('shows the notice with the end date instead of promotions, and no popups', async () => {
    jest.mocked(getRgState).mockResolvedValue(BREAK);
    renderHome(<HomePage />);
    const notice = await screen.findByTestId('rg-break-notice');
    expect(within(notice).getByRole('heading')).toHaveTextContent(
      `You are taking a break until ${formatDateTimeWithYear(UNTIL, 'en')}.`,
    );
    expect(formatDateTimeWithYear(UNTIL, 'en')).toMatch(/\/2026 /);
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/personal/responsible');
    await settle();
    expect(screen.queryByRole('region', { name: 'Featured promotions' })).toBeNull();
    expect(screen.queryByText('widget of activities')).toBeNull();
    expect(screen.getByText('widget of live')).toBeInTheDocument();
    expect(screen.queryByTestId('daily-popups')).toBeNull();
  });

  it('a member free to play gets banners, promotion widgets and popups', async () => {
    jest.mocked(getRgState).mockResolvedValue(FREE);
    renderHome(<HomePage />);
    expect(await screen.findByTestId('daily-popups')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Featured promotions' })).toBeInTheDocument();
    expect(screen.getByText('widget of activities')).toBeInTheDocument();
    expect(screen.queryByTestId('rg-break-notice')).toBeNull();
  });

  it('an ended break counts as no break', async () => {
    jest.mocked(getRgState).mockResolvedValue({
      ...BREAK,
      exclusion: { ...BREAK.exclusion!, until: NOW - 1 },
    });
    renderHome(<HomePage />);
    expect(await screen.findByTestId('daily-popups')).toBeInTheDocument();
    expect(screen.queryByTestId('rg-break-notice')).toBeNull();
  });

  it('no popup opens before the member’s state is known', async () => {
    jest.mocked(getRgState).mockReturnValue(new Promise(() => undefined));
    renderHome(<HomePage />);
    await settle();
    expect(screen.queryByTestId('daily-popups')).toBeNull();
    expect(screen.getByRole('region', { name: 'Featured promotions' })).toBeInTheDocument();
  });

  it('a guest reads no responsible-gambling state and sees everything', async () => {
    useSessionStore.getState().signOut();
    renderHome(<HomePage />);
    expect(await screen.findByTestId('daily-popups')).toBeInTheDocument();
    expect(screen.getByText('widget of activities')).toBeInTheDocument();
    expect(getRgState).not.toHaveBeenCalled();
  });

  it('the promotions come back by themselves when the break ends', async () => {
    jest.mocked(Date.now).mockRestore();
    jest.useFakeTimers({ now: NOW });
    try {
      jest.mocked(getRgState).mockResolvedValue({
        ...BREAK,
        exclusion: { ...BREAK.exclusion!, until: NOW + 90 * 60_000 },
      });
      renderHome(<HomePage />);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByTestId('rg-break-notice')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(90 * 60_000));
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.queryByTestId('rg-break-notice')).toBeNull();
      expect(screen.getByTestId('daily-popups')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
