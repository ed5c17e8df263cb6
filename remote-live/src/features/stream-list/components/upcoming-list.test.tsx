import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  mockBackend,
  fakeIntersectionObserver,
  renderWithProviders,
  setUpTestUi,
  signInForTest,
} from '@app/shared/testing';
import { namespaceReady } from '../../../i18n/namespace';
import { UpcomingList } from './upcoming-list';

// SPEC §4 upcoming streams with "remind me"; issue 16: the start times (a date format, ~30 ms the
// first time on a tap) are written when the list nears the viewport.
const START = '2026-11-28T20:30:00+07:00';
const upcoming = (reserved: boolean) => ({
  data: {
    records: [
      {
        id: 9,
        title: 'Derby night',
        status: 1,
        anchorName: 'Thu Trang',
        startTime: START,
        reserved,
        reserveCount: 3,
      },
    ],
    total: 1,
    current: 1,
    size: 50,
  },
});

beforeAll(() => setUpTestUi(namespaceReady));

it('lists the upcoming streams, writes their start time once near the viewport, and toggles a reminder', async () => {
  signInForTest();
  const observers = fakeIntersectionObserver();
  const api = mockBackend();
  let reserved = false;
  api.on('POST', '/api/live/stream/reserveList', () => upcoming(reserved));
  api.on('POST', '/api/live/stream/reserve', () => {
    reserved = !reserved;
    return { data: { reserved } };
  });
  try {
    renderWithProviders(<UpcomingList />);
    const row = await screen.findByTestId('upcoming');
    expect(row).toHaveTextContent('Derby night');
    expect(row).toHaveTextContent('Thu Trang · 3 reminders');
    // the market's clock (Vietnam, named), not the test process's UTC (issue 53)
    const time = '11/28 20:30 GMT+7';
    expect(row).not.toHaveTextContent(time);
    act(() => observers.report(true)); // in the viewport
    expect(row).toHaveTextContent(`Thu Trang · ${time} · 3 reminders`);
    fireEvent.click(within(row).getByRole('button', { name: 'Remind me' }));
    expect(await within(row).findByRole('button', { name: 'Reminder on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  } finally {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});
