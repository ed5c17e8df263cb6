import { fireEvent, render, screen } from '@testing-library/react';
import { SportChips } from './sport-chips';
import { setUpSportsUi } from '../../../test-ui';

beforeAll(() => setUpSportsUi());

// SPEC §3: a sport chip shows the sport's icon, active when chosen, beside its written name.
test('the chosen sport shows its active icon, the others their inactive one', () => {
  const onChange = jest.fn();
  const counts: Record<number, number> = { 1: 7, 3: 2, 5: 0 };
  render(<SportChips sportId={1} count={(sid) => counts[sid] ?? 0} onChange={onChange} />);
  const football = screen.getByRole('button', { name: /Football/ });
  const basketball = screen.getByRole('button', { name: /Basketball/ });
  expect(football.querySelector('svg')).toHaveAttribute('data-state', 'active');
  expect(football.querySelector('svg')).toHaveAttribute('data-sport-icon', '1');
  expect(basketball.querySelector('svg')).toHaveAttribute('data-state', 'inactive');
  expect(basketball.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('button', { name: /Tennis/ })).toBeNull();
  fireEvent.click(basketball);
  expect(onChange).toHaveBeenCalledWith(3);
});
