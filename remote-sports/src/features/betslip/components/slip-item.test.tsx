import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { setUpSportsUi } from '../../../test-ui';
import type { SlipItem as Item } from '../lib/slip-item';
import { slipItem } from '../testing/slip-item-fixture';
import { SlipItem } from './slip-item';

// A price the slip shows other than the one the member picked says so (SPEC odds change): the move
// is on the odds, for the eye (colour, the struck old price) and for tests (`data-move`).

const item = (over: Partial<Item> = {}) => slipItem({ odds: 2.89, current: 2.89, ...over });

beforeAll(() => setUpSportsUi());

test('an unchanged price carries no move', () => {
  renderWithProviders(<SlipItem item={item()} single />);
  const odds = screen.getByTestId('slip-odds');
  expect(odds).toHaveTextContent('2.89');
  expect(odds).not.toHaveAttribute('data-move');
});

test('a price taken automatically shows its move', () => {
  renderWithProviders(<SlipItem item={item({ odds: 3.06, current: 3.06, moved: 'up' })} single />);
  expect(screen.getByTestId('slip-odds')).toHaveAttribute('data-move', 'up');
  expect(screen.getByTestId('slip-odds')).toHaveTextContent('3.06');
});

test('a change waiting for the member shows the new price beside the struck old one', () => {
  renderWithProviders(<SlipItem item={item({ current: 2.5, pending: 'down' })} single />);
  const odds = screen.getByTestId('slip-odds');
  expect(odds).toHaveAttribute('data-move', 'down');
  expect(odds).toHaveTextContent('2.892.50');
});
