import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { mockBackend, setUpTestUi } from '@app/shared/testing';
import { useLiveStatus } from '../api/use-studio';
import { LiveStats } from './live-stats';

function Probe({ id }: { id: string }) {
  const status = useLiveStatus(id, true);
  return <LiveStats status={status.data} />;
}

beforeAll(() => setUpTestUi());

// Issue 51: the studio's counts come from stream/getStreamStatus, re-read while the stream is live.
test('shows viewers now, peak and who is in the room, polled while live', async () => {
  const api = mockBackend();
  let viewers = 10;
  api.on('POST', '/api/live/stream/getStreamStatus', () => ({
    data: {
      id: 13,
      status: 2,
      viewers: (viewers += 5),
      peakViewers: 40,
      inRoom: 1,
      audience: ['member01'],
    },
  }));
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe id="13" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('viewers-now')).toHaveTextContent('15'));
    expect(screen.getByTestId('audience')).toHaveTextContent('member01');
    jest.advanceTimersByTime(5_000);
    await waitFor(() => expect(screen.getByTestId('viewers-now')).toHaveTextContent('20'));
  } finally {
    jest.useRealTimers();
  }
});
