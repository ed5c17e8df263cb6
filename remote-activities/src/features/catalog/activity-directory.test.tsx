import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeIntersectionObserver } from '@app/shared/testing';
import { mockBackend, renderWithProviders, setUpUi } from '../../test-utils';
import { ActivityDirectory } from './activity-directory';

// Issue 14 / SPEC §2: the promotions list leads to every activity page, by mechanic.
beforeAll(setUpUi);
let api: ReturnType<typeof mockBackend>;
beforeEach(() => {
  api = mockBackend();
  api.on('GET', '/api/promotion/activity/list', () => ({
    data: [{ id: 4, key: 'sign-activity', type: 'sign', bonus: 10_000 }],
  }));
});

describe('activity directory', () => {
  it('links every page once (Vietnamese variants stay behind their page) and filters', async () => {
    renderWithProviders(<ActivityDirectory />);
    const list = screen.getByRole('list');
    expect(await within(list).findAllByRole('link')).toHaveLength(56);
    expect(within(list).getByRole('link', { name: /Sports rebate 1\.2%/ })).toHaveAttribute(
      'href',
      '/rebate-activity',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Daily check-in' }));
    const signIn = within(list).getAllByRole('link');
    expect(signIn.map((a) => a.getAttribute('data-mechanic'))).toEqual(
      Array(signIn.length).fill('signIn'),
    );
    expect(signIn.map((a) => a.getAttribute('href'))).toContain('/day-activity');
  });

  it("keeps each tile's place until the list nears the viewport, then builds the tiles (issue 16)", () => {
    const observers = fakeIntersectionObserver();
    try {
      renderWithProviders(<ActivityDirectory />);
      const list = screen.getByRole('list');
      expect(list).toHaveAttribute('aria-busy', 'true');
      expect(within(list).getAllByRole('listitem')).toHaveLength(56);
      expect(within(list).queryAllByRole('link')).toHaveLength(0);
      list.getBoundingClientRect = () => ({ top: window.innerHeight + 200 }) as DOMRect;
      act(() => observers.report(true)); // within the margin, but the member has not scrolled
      expect(within(list).queryAllByRole('link')).toHaveLength(0);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(list).toHaveAttribute('aria-busy', 'false');
      expect(within(list).getAllByRole('link')).toHaveLength(56);
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('leaves out a page the operator switched off in the registry (issue 53 #3)', async () => {
    api.on('GET', '/registry', () => ({
      data: { remotes: [], activities: { luckyWheel: false } },
    }));
    renderWithProviders(<ActivityDirectory />);
    const list = screen.getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(55));
    expect(within(list).queryByRole('link', { name: /Lucky wheel/ })).toBeNull();
  });

  it('leaves out a season out of its window; an ended one is in the archive (issue 53 #5)', async () => {
    const season = (key: string, state: string) => ({
      id: 1,
      key,
      keys: [key],
      startTime: '2026-02-07T00:00:00+07:00',
      endTime: '2026-02-14T23:59:59+07:00',
      state,
    });
    api.on('GET', '/api/promotion/activity/seasons', () => ({
      data: [
        { ...season('olympic-games', 'ended'), endTime: '2024-08-11T23:59:59+07:00' },
        season('Valentine-Day', 'ended'),
        season('singlesDay-activity', 'upcoming'),
        season('christmas-activities', 'live'),
      ],
    }));
    renderWithProviders(<ActivityDirectory />);
    const [list] = screen.getAllByRole('list');
    await waitFor(() => expect(within(list!).getAllByRole('link')).toHaveLength(53));
    expect(within(list!).queryByRole('link', { name: /Valentine/ })).toBeNull();
    expect(within(list!).queryByRole('link', { name: /Singles/ })).toBeNull();
    expect(within(list!).getByRole('link', { name: /Christmas/ })).toBeInTheDocument();
    const archive = screen.getByTestId('ended-promotions');
    // the latest to end first
    expect(
      within(archive)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(["Valentine's Day", 'Olympic Games']);
    expect(within(archive).getByRole('link', { name: "Valentine's Day" })).toHaveAttribute(
      'href',
      '/Valentine-Day',
    );
    expect(archive).toHaveTextContent('Ended 02/14/2026 23:59 GMT+7');
  });
});
