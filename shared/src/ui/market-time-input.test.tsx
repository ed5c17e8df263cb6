import { fireEvent, render, screen } from '@testing-library/react';
import { setSiteMarket } from '../rules/site-market';
import { MarketTimeInput } from './market-time-input';

// Issue 53 / SPEC §5: an operator types a time in the market's zone, laid out as members read it;
// this project runs in America/New_York, so a browser-local reading would be off by 12 hours.
const AT_10_03_HANOI = Date.UTC(2026, 11, 2, 3, 3); // 2 Dec 2026 10:03 GMT+7

afterEach(() => setSiteMarket('vietnam'));

test("names the market's zone and shows the value in the language's layout", () => {
  setSiteMarket('vietnam');
  const { rerender } = render(
    <MarketTimeInput
      label="Bắt đầu"
      value={AT_10_03_HANOI}
      onChange={() => undefined}
      language="vi"
    />,
  );
  const input = screen.getByLabelText('Bắt đầu (GMT+7)');
  expect(input).toHaveValue('02/12/2026 10:03');
  expect(input).toHaveAttribute('aria-invalid', 'false');
  rerender(
    <MarketTimeInput
      label="Starts"
      value={AT_10_03_HANOI}
      onChange={() => undefined}
      language="en"
    />,
  );
  expect(screen.getByLabelText('Starts (GMT+7)')).toHaveValue('12/02/2026 10:03');
});

test("reads what is typed in the market's zone, and gives null for what is not a time", () => {
  setSiteMarket('vietnam');
  const onChange = jest.fn();
  render(<MarketTimeInput label="Ends" value={null} onChange={onChange} language="vi" />);
  const input = screen.getByLabelText('Ends (GMT+7)');
  expect(input).toHaveValue('');
  fireEvent.change(input, { target: { value: '03/12/2026 08:00' } });
  expect(onChange).toHaveBeenLastCalledWith(Date.UTC(2026, 11, 3, 1, 0));
  expect(input).toHaveAttribute('aria-invalid', 'false');
  fireEvent.change(input, { target: { value: '31/02/2026 25:00' } });
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('on the China build the zone is GMT+8', () => {
  setSiteMarket('china');
  const onChange = jest.fn();
  render(<MarketTimeInput label="Starts" value={null} onChange={onChange} language="zh-cn" />);
  fireEvent.change(screen.getByLabelText('Starts (GMT+8)'), {
    target: { value: '12/03/2026 09:00' },
  });
  expect(onChange).toHaveBeenLastCalledWith(Date.UTC(2026, 11, 3, 1, 0));
});

test('a new value from outside rewrites the text', () => {
  setSiteMarket('vietnam');
  const { rerender } = render(
    <MarketTimeInput
      label="Starts"
      value={AT_10_03_HANOI}
      onChange={() => undefined}
      language="en"
    />,
  );
  rerender(
    <MarketTimeInput
      label="Starts"
      value={AT_10_03_HANOI + 60 * 60_000}
      onChange={() => undefined}
      language="en"
    />,
  );
  expect(screen.getByLabelText('Starts (GMT+7)')).toHaveValue('12/02/2026 11:03');
});
