import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  listAdverts,
  listAdvertsByType,
  isNewMemberGiftPackOpen,
  type Advert,
} from '@app/shared/api/promotion';
import { listHomeBar, listSlotGames } from '@app/shared/api/site';
import { serverClock } from '@app/shared/client';
import { MARKER_TYPE } from '@app/shared/rules';
import { recordPopupShown } from '@app/shared/store';
import type { Registry } from '@app/shared/federation';
import { useCatalog } from '../platform/catalog-store';
import { HomePage } from './home-page';
import { renderHome, setupHomeI18n } from './test-utils';

// SPEC §7 home calls (advertise list, home bar list, slot list), §9 hot recommendations and the
// 180 s game-type refresh; each part has its own loading, error and empty state.

// the query factories call shared's modules directly, so the mocks replace those modules
jest.mock('../../../shared/src/api/promotion/promotion', () => ({
  ...jest.requireActual('../../../shared/src/api/promotion/promotion'),
  listAdverts: jest.fn(),
}));
jest.mock('../../../shared/src/api/site/game', () => ({
  ...jest.requireActual('../../../shared/src/api/site/game'),
  listHomeBar: jest.fn(),
  listSlotGames: jest.fn(),
}));
jest.mock('../../../shared/src/api/promotion/promotion-activity', () => ({
  ...jest.requireActual('../../../shared/src/api/promotion/promotion-activity'),
  listAdvertsByType: jest.fn(async () => []),
  isNewMemberGiftPackOpen: jest.fn(async () => ({ id: 3, name: 'Gift', status: 0 })),
}));

// the dialogs have their own test (daily-popups.test.tsx); here only whether their code is mounted
jest.mock('./daily-popups', () => ({
  __esModule: true,
  default: () => <div data-testid="daily-popups" />,
}));

const adverts = listAdverts as jest.Mock;
const bar = listHomeBar as jest.Mock;
const slots = listSlotGames as jest.Mock;

const ADS: Advert[] = [
  {
    id: 1,
    title: 'Lucky wheel',
    imageUrl: 'https://cdn.test/1.svg',
    link: '/luckyWheel',
    type: 1,
    sort: 2,
  },
  {
    id: 2,
    title: 'Partner',
    imageUrl: 'https://cdn.test/2.svg',
    link: 'https://partner.example.com/x',
    type: 1,
    sort: 1,
  },
  {
    id: 3,
    title: 'Popup only',
    imageUrl: 'https://cdn.test/3.svg',
    link: '/sign-activity',
    type: 2,
    sort: 0,
  },
  {
    id: 4,
    title: 'Evil',
    imageUrl: 'https://cdn.test/4.svg',
    link: 'javascript:alert(1)',
    type: 1,
    sort: 3,
  },
];
const BAR = [
  {
    id: 1,
    barName: 'Sports',
    link: '/sports',
    gameType: 7,
    icon: 'https://cdn.test/s.svg',
    sort: 1,
    status: 1,
  },
  {
    id: 2,
    barName: 'Slots',
    link: '',
    gameType: 2,
    icon: 'https://cdn.test/sl.svg',
    sort: 2,
    status: 1,
  },
  { id: 3, barName: 'Hidden', link: '/x', gameType: 3, icon: null, sort: 3, status: 0 },
];
const game = (id: number, isHotGame: number) => ({
  id,
  gameName: `Game ${id}`,
  icon: `https://cdn.test/g${id}.svg`,
  lobbyId: 1001104,
  isHotGame,
});
const LOBBIES = [
  { id: 1001102, gameList: [game(1, 0)] },
  { id: 1001104, gameList: [game(11, 1), game(12, 0), game(13, 1), game(14, 0), game(15, 1)] },
];

beforeAll(async () => {
  await setupHomeI18n();
  // resolve the lazily loaded dialogs chunk once, inside act
  for (const call of [adverts, bar, slots]) call.mockResolvedValue([]);
  const view = renderHome(<HomePage />);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  view.unmount();
});
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  adverts.mockResolvedValue(ADS);
  bar.mockResolvedValue(BAR);
  slots.mockResolvedValue(LOBBIES);
  (listAdvertsByType as jest.Mock).mockResolvedValue([]);
  (isNewMemberGiftPackOpen as jest.Mock).mockResolvedValue({ id: 3, name: 'Gift', status: 0 });
});

describe('home page: the daily popups', () => {
  it('loads their code only while one may still show today (issue 16: no popup, no download)', async () => {
    const first = renderHome(<HomePage />);
    expect(await screen.findByTestId('daily-popups')).toBeInTheDocument();
    first.unmount();
    const now = serverClock();
    recordPopupShown({ type: MARKER_TYPE.popupAd, id: 1, userName: null, now });
    recordPopupShown({ type: MARKER_TYPE.newMemberGift, id: 3, userName: null, now });
    renderHome(<HomePage />);
    await screen.findAllByTestId('hot-game');
    expect(screen.queryByTestId('daily-popups')).not.toBeInTheDocument();
  });
});

describe('home page', () => {
  it('shows skeletons while the calls run', () => {
    adverts.mockReturnValue(new Promise(() => undefined));
    bar.mockReturnValue(new Promise(() => undefined));
    slots.mockReturnValue(new Promise(() => undefined));
    renderHome(<HomePage />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('list', { name: 'Game categories' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('has one page heading', async () => {
    renderHome(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bet live, watch live');
    await screen.findByRole('region', { name: 'Featured promotions' });
  });

  it('banners: carousel adverts only, in sort order; internal route, safe external link, no unsafe link', async () => {
    renderHome(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    // a slide out of view takes no focus: its link must not be reached by Tab (axe aria-hidden-focus)
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    const partner = within(slides[0]!).getByRole('link');
    expect(partner).toHaveAttribute('href', 'https://partner.example.com/x');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(slides[1]!).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      '/luckyWheel',
    );
    expect(within(slides[2]!).queryByRole('link', { hidden: true })).toBeNull();
    expect(screen.queryByAltText('Popup only')).toBeNull();
  });

  it('banners: buttons and dots move between slides', async () => {
    renderHome(<HomePage />);
    await screen.findByRole('region', { name: 'Featured promotions' });
    const track = screen.getByTestId('banner-track');
    track.scrollTo = jest.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('game bar: enabled items in order, linking to their route or the game-type route', async () => {
    renderHome(<HomePage />);
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Sports', '/sports'],
      ['Slots', '/electronic/2'],
    ]);
  });

  it('game bar: leaves out an entry into a section the operator switched off', async () => {
    bar.mockResolvedValue([
      ...BAR,
      { id: 4, barName: 'Live', link: '/anchorPlay', gameType: 9, icon: null, sort: 4, status: 1 },
    ]);
    const registry: Registry = {
      version: 1,
      remotes: [
        {
          id: 'live',
          name: 'remote_live',
          manifest: 'http://x/mf-manifest.json',
          enabled: false,
          paths: ['/anchorPlay'],
        },
      ],
      activities: {},
    };
    useCatalog.getState().setRegistry(registry, 'test');
    try {
      renderHome(<HomePage />);
      const nav = await screen.findByRole('navigation', { name: 'Game categories' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Sports', 'Slots']);
    } finally {
      // the page is still mounted until the test's cleanup: its re-render belongs in act
      act(() => useCatalog.setState({ registry: null, remotes: {} }));
    }
  });

  it('hot recommendations: 4 games of lobby 1001104, hot first (SPEC §9)', async () => {
    renderHome(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(within(section).getAllByTestId('hot-game')).toHaveLength(4));
    const tiles = within(section).getAllByTestId('hot-game');
    expect(tiles.map((t) => t.textContent)).toEqual([
      'Game 12Hot',
      'Game 14Hot',
      'Game 11',
      'Game 13',
    ]);
    expect(tiles[0]).toHaveAttribute('href', '/electronic/1001104?launch=12');
  });

  it('a failed call shows its message with Retry; the rest of the page stays', async () => {
    adverts.mockRejectedValueOnce(new Error('down'));
    renderHome(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The promotions could not be loaded.');
    expect(await screen.findByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Featured promotions' })).toBeInTheDocument();
  });

  it('empty lists show a friendly empty state', async () => {
    adverts.mockResolvedValue([]);
    bar.mockResolvedValue([]);
    slots.mockResolvedValue([]);
    renderHome(<HomePage />);
    expect(
      await screen.findByText('No promotions right now — check back soon.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No game categories yet.')).toBeInTheDocument();
    expect(await screen.findByText('No hot games right now.')).toBeInTheDocument();
  });

  it('refreshes the game-type list every 180 s (SPEC §4/§9)', async () => {
    jest.useFakeTimers();
    try {
      renderHome(<HomePage />);
      await screen.findByRole('navigation', { name: 'Game categories' });
      expect(bar).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.advanceTimersByTime(179_000);
      });
      expect(bar).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expect(bar).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
