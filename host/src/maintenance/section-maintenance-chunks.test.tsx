import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { RouteEntrySchema } from '@app/shared/federation';
import { SectionMaintenanceGate } from './section-maintenance';

// Issue 16: a section's check asks for its domain's API (the sportsbook's calls or the games') only on
// a route it applies to. Module loads are counted once per file, so the cases run in this order: no
// flag, then a lobby.
const loaded: string[] = [];
const lobbies = jest.fn(() => Promise.resolve([]));
jest.mock('@app/shared/api/sportsbook', () => {
  loaded.push('sportsbook');
  return {};
});
jest.mock('@app/shared/api/site', () => {
  loaded.push('site');
  return { gameQueries: { lobbies: () => ({ queryKey: ['lobbies'], queryFn: lobbies }) } };
});

beforeAll(() =>
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'http://api.test/r' }),
  ),
);

function renderGate(maintenance: 'sports' | 'lobby' | undefined, basePath: string) {
  const entry = RouteEntrySchema.parse({ id: 'x', path: '/x', maintenance });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SectionMaintenanceGate entry={entry} basePath={basePath}>
        <p>the page</p>
      </SectionMaintenanceGate>
    </QueryClientProvider>,
  );
}

test('a route without the flag loads neither check; a lobby loads its own only', async () => {
  const plain = renderGate(undefined, '/activity');
  // a tick for a load the gate might have started
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.getByText('the page')).toBeInTheDocument();
  expect(loaded).toEqual([]);
  plain.unmount();

  renderGate('lobby', '/electronic/42');
  expect(screen.getByText('the page')).toBeInTheDocument();
  await waitFor(() => expect(lobbies).toHaveBeenCalledTimes(1));
  expect(loaded).toEqual(['site']);
  expect(screen.getByText('the page')).toBeInTheDocument();
});
