import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MATCH_TYPE } from '@app/shared/rules';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { ListFilters } from './list-filters';
import { setUpSportsUi } from '../../../test-ui';

beforeAll(() => setUpSportsUi());
afterEach(() => jest.restoreAllMocks());

function renderFilters(type: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sportsbookListQueries.leagues(type, 1).queryKey, []);
  render(
    <QueryClientProvider client={client}>
      <ListFilters
        type={type}
        sportId={1}
        lang="en"
        leagueId=""
        day={-1}
        onLeague={jest.fn()}
        onDay={jest.fn()}
      />
    </QueryClientProvider>,
  );
}

// Issue #10: early markets filter by day; issue 16: no other list pays for a date format (the first one
// of a page loads the engine's zone data, ~50 ms of a throttled phone's main thread on /sports).
test('only the early markets draw the day chips, and no other list formats a date', () => {
  const format = jest.spyOn(Intl, 'DateTimeFormat');
  for (const type of [MATCH_TYPE.live, MATCH_TYPE.today]) {
    renderFilters(type);
    expect(screen.queryByRole('group')).toBeNull();
  }
  expect(format).not.toHaveBeenCalled();
  renderFilters(MATCH_TYPE.early);
  // "all dates" and the next seven days
  expect(screen.getByRole('group').querySelectorAll('button')).toHaveLength(8);
});
