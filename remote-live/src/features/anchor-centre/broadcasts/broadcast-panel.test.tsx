import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Stream } from '@app/shared/api/live';
import { setUpTestUi } from '@app/shared/testing';
import { useStreamActions } from '../api/use-anchor';
import { useLiveStatus } from '../api/use-studio';
import { BroadcastPanel } from './broadcast-panel';

jest.mock('../api/use-anchor', () => ({
  useStreamActions: jest.fn(),
  useStreamMatch: jest.fn(() => ({ data: undefined })),
}));
jest.mock('../api/use-studio', () => ({
  useLiveStatus: jest.fn(),
  usePushKey: jest.fn(() => ({ mutate: jest.fn(), isPending: false })),
  useReserveCount: jest.fn(() => ({ data: 3 })),
}));

const stop = jest.fn();
const start = jest.fn();
const idle = { mutate: jest.fn(), isPending: false };

beforeAll(() => setUpTestUi());
beforeEach(() => {
  stop.mockReset();
  start.mockReset();
  jest.mocked(useStreamActions).mockReturnValue({
    stop: { mutate: stop, isPending: false },
    start: { mutate: start, isPending: false },
    cancel: idle,
    schedule: idle,
  } as never);
  jest.mocked(useLiveStatus).mockReturnValue({
    data: { status: 2, viewers: 128, peakViewers: 140, inRoom: 1, audience: ['member01'] },
  } as never);
});

function renderPanel(stream: Partial<Stream>, onNew = jest.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BroadcastPanel
        stream={{ id: 9, title: 'Hà Nội – Hải Phòng', ...stream } as Stream}
        onNew={onNew}
      />
    </QueryClientProvider>,
  );
  return onNew;
}

// Issue 51: one tap ended a stream with no confirmation; ending is final, so it asks first.
test('ending a live broadcast asks first, naming the stream and its viewers', () => {
  renderPanel({ status: 2 });
  expect(screen.getByTestId('viewers-now')).toHaveTextContent('128');
  expect(screen.getByTestId('audience')).toHaveTextContent('member01');
  fireEvent.click(screen.getByRole('button', { name: 'End broadcast' }));
  expect(stop).not.toHaveBeenCalled();
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('“Hà Nội – Hải Phòng” ends for its 128 viewers');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep broadcasting' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(stop).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'End broadcast' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End now' }));
  expect(stop).toHaveBeenCalledWith(9, expect.anything());
});

test('an ended broadcast offers a new one instead of a restart', () => {
  const onNew = renderPanel({ status: 3, peakViewers: 140 } as Partial<Stream>);
  expect(screen.getByTestId('ended-summary')).toHaveTextContent('Peak viewers: 140');
  expect(screen.queryByRole('button', { name: 'Go live now' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Start a new broadcast' }));
  expect(onNew).toHaveBeenCalled();
});

test('a scheduled broadcast shows its reminders and starts on demand', () => {
  renderPanel({ status: 1, startTime: '2026-12-02T20:00:00+07:00' });
  expect(screen.getByTestId('reminder-count')).toHaveTextContent('3 reminders set');
  fireEvent.click(screen.getByRole('button', { name: 'Go live now' }));
  expect(start).toHaveBeenCalledWith(9);
});
