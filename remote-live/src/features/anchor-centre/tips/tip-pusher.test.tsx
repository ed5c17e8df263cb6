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

// Issue 51: the provider names markets in English; the picker names them in the page's language.
test('names the markets and selections in Vietnamese on a Vietnamese page', async () => {
  const { changeLanguage } = await import('@app/shared/i18n');
  jest.mocked(useStreamMatch).mockReturnValue({
    data: {
      match: {
        id: 5,
        ts: [{ na: 'Hà Nội' }, { na: 'Hải Phòng' }],
        mg: [
          {
            mty: 1000,
            pe: 1001,
            nm: 'Handicap',
            mks: [{ id: 1, ss: 1, op: [{ ty: 1, li: '-0.5', od: 1.9 }] }],
          },
          {
            mty: 1007,
            pe: 1001,
            nm: 'Over/Under',
            mks: [{ id: 2, ss: 1, op: [{ ty: 4, li: '2.5', od: 1.8 }] }],
          },
          {
            mty: 1005,
            pe: 1002,
            nm: '1X2 - 1st Half',
            mks: [{ id: 3, ss: 1, op: [{ ty: 2, od: 2.1 }] }],
          },
        ],
      },
    },
  } as never);
  await changeLanguage('vi');
  try {
    render(<TipPusher liveStreamId="7" />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1)).toEqual([
      'Kèo chấp · Hà Nội -0.5 @ 1.90',
      'Tài xỉu · Tài 2.5 @ 1.80',
      'Kèo 1X2 – Hiệp 1 · Hòa @ 2.10',
    ]);
    expect(options.join(' ')).not.toMatch(/Handicap|Over|Half/);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '3:2' } });
    fireEvent.click(screen.getByRole('button'));
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({
        content: expect.objectContaining({
          marketName: 'Kèo 1X2 – Hiệp 1',
          label: 'Hòa',
          mty: 1005,
          pe: 1002,
        }),
      }),
      expect.anything(),
    );
  } finally {
    await changeLanguage('en');
  }
});
