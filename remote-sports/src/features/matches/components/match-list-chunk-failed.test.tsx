import { fireEvent, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { MatchList } from './match-list';
import { leagueWithMatches, matchListProps } from './match-list.fixtures';
import { setUpSportsUi } from '../../../test-ui';

// Issue 16 (the virtual list is a chunk of its own, match-list-chunk.test.tsx): a scroll the visitor's
// events did not start loads it too, and a list whose virtualizer cannot be loaded stays whole.
jest.mock('./virtual-rows', () => {
  throw new Error('Loading chunk match-virtual-rows failed');
});

beforeAll(() => setUpSportsUi());

test('a scroll loads it, and rows follow the scroll while it comes; when it cannot be loaded, every row is rendered in the page flow', async () => {
  renderWithProviders(<MatchList {...matchListProps(leagueWithMatches(40))} />);
  expect(document.querySelectorAll('[data-index]')).toHaveLength(12);
  // scrolled 800 px down before the virtual list is there: eight more 96 px rows are drawn below
  window.scrollY = 800;
  fireEvent.scroll(window);
  expect(document.querySelectorAll('[data-index]')).toHaveLength(20);
  await waitFor(() => expect(document.querySelectorAll('[data-index]')).toHaveLength(41));
  expect(document.querySelector('[data-index="40"]')).toHaveTextContent('Home 40');
});
