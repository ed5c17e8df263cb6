import { screen } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import { renderWithProviders } from '@app/shared/testing';
import { setUpSportsUi } from '../../../test-ui';
import type { SlipCheck } from '../lib/slip-check';
import { SlipSummary } from './slip-summary';

// Issue 49 #8: a 10,000.5 VND stake is refused on the slip, in the member's language.
const check: SlipCheck = {
  singles: [],
  series: [],
  totalStake: 10000.5,
  potentialReturn: 20001,
  problems: [{ kind: 'fraction', key: '101:1', currency: 'VND' }],
  canPlace: false,
};

beforeAll(() => setUpSportsUi());
afterAll(() => changeLanguage('en'));

test.each([
  ['en', 'Amounts in VND are whole numbers: remove the decimals.'],
  ['vi', 'Số tiền bằng VND phải là số nguyên: hãy bỏ phần thập phân.'],
  ['zh-cn', 'VND 金额必须是整数，请去掉小数部分。'],
] as const)('%s: the slip says why a fractional VND stake cannot be placed', async (lang, text) => {
  await changeLanguage(lang);
  renderWithProviders(
    <SlipSummary check={check} placing={false} error={null} onPlace={() => undefined} />,
  );
  expect(screen.getByTestId('slip-problem')).toHaveTextContent(text);
  expect(screen.getByTestId('place-bet')).toBeDisabled();
});
