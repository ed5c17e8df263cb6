import { fireEvent, render, screen } from '@testing-library/react';
import { setUpTestUi } from '@app/shared/testing';
import { usePushTip, useStreamMatch } from '../api/use-anchor';
import { TipPusher } from './tip-pusher';

jest.mock('../api/use-anchor', () => ({ useStreamMatch: jest.fn(), usePushTip: jest.fn() }));

const mutate = jest.fn();
const match = {
  id: 5,
  ts: [{ na: 'Hà Nội' }, { na: 'Hải Phòng' }],
  mg: [{ nm: '1x2', mks: [{ id: 51, ss: 1, op: [{ na: 'Hà Nội', ty: 1, od: 1.9 }] }] }],
};

beforeAll(() => setUpTestUi());
beforeEach(() => {
  mutate.mockReset();
  jest.mocked(useStreamMatch).mockReturnValue({ data: { match } } as never);
  jest.mocked(usePushTip).mockReturnValue({ mutate, isPending: false, isSuccess: false } as never);
});

// Issue 49 #8: VND has no minor unit; a 1,000.5 fee is refused with the reason, never sent.
test('refuses a fractional VND fee and pushes a whole one', () => {
  render(<TipPusher liveStreamId="7" />);
  fireEvent.change(screen.getByLabelText('Choose a selection'), { target: { value: '51:1' } });
  const fee = screen.getByLabelText('Price (0 = free)');
  fireEvent.change(fee, { target: { value: '1000.5' } });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Amounts in VND are whole numbers: remove the decimals.',
  );
  const push = screen.getByRole('button', { name: 'Push to room' });
  expect(push).toBeDisabled();

  fireEvent.change(fee, { target: { value: '1000' } });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(push);
  expect(mutate).toHaveBeenCalledWith(
    expect.objectContaining({ streamId: '7', fee: 1000 }),
    expect.anything(),
  );
});
