import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setupI18n } from '../session/test-utils';
import { OfflineBanner } from '../layout/offline-banner';
import { createHostQueryClient } from './query-client';

function Polled({ fetcher }: { fetcher: () => Promise<number> }) {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: fetcher, refetchInterval: 50 });
  return <p>data {data ?? '-'}</p>;
}

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// R11: banner on offline, polling paused, refetch on online.
describe('offline and reconnect (R11)', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    jest.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('shows the banner offline, pauses polling, and refetches on reconnect', async () => {
    let calls = 0;
    const fetcher = jest.fn(async () => ++calls);
    const client = createHostQueryClient(true);
    render(
      <QueryClientProvider client={client}>
        <OfflineBanner />
        <Polled fetcher={fetcher} />
      </QueryClientProvider>,
    );
    await screen.findByText('data 1');
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    setOnline(false);
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
    expect(onlineManager.isOnline()).toBe(false);
    const before = fetcher.mock.calls.length;
    await act(() => sleep(250));
    expect(fetcher.mock.calls.length).toBe(before); // polling paused, no request storm

    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(fetcher.mock.calls.length).toBeGreaterThan(before));
    client.clear();
  });

  it('refetches active queries on reconnect even when they are still fresh', async () => {
    const fetcher = jest.fn(async () => 7);
    const client = createHostQueryClient(true);
    function Fresh() {
      const { data } = useQuery({ queryKey: ['fresh'], queryFn: fetcher, staleTime: 60_000 });
      return <p>fresh {data ?? '-'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Fresh />
      </QueryClientProvider>,
    );
    await screen.findByText('fresh 7');
    setOnline(false);
    setOnline(true);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    client.clear();
  });

  it('a page opened offline starts paused', () => {
    createHostQueryClient(false);
    expect(onlineManager.isOnline()).toBe(false);
  });
});
