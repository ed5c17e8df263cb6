import { screen } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import { renderWithProviders } from '@app/shared/testing';
import { setUpSportsUi } from '../../../test-ui';
import { resetSlip, useSlipStore } from '../stores/slip-store';
import { slipItem } from '../testing/slip-item-fixture';
import { SeriesOptions } from './series-options';

// Issue 52 #2: the slip names each parlay/system option in the member's language with its number of
// bets; the Chinese N串M notation only in zh-cn.
const threePicks = () =>
  [1, 2, 3].map((n) => slipItem({ key: `${n}01:1`, matchId: String(n), marketId: `${n}01` }));
const option = (sn: number, bets: number) => ({ sn, bets, odds: 2, min: 10, max: 100_000 });

beforeAll(() => setUpSportsUi());
afterAll(() => changeLanguage('en'));
beforeEach(() => {
  resetSlip();
  useSlipStore.setState({
    items: threePicks(),
    series: [option(2, 3), option(3, 1), option(0, 4)],
    mode: 'parlay',
  });
});

test.each([
  ['en', ['Doubles of 3 picks (3 bets)', 'Treble (1 bet)', 'Trixie (4 bets)']],
  ['vi', ['Xiên 3 · 3 cược xiên 2', 'Xiên 3 · 1 cược', 'Xiên 3 · 4 cược']],
  ['zh-cn', ['3串3 · 3注（2串1）', '3串1 · 1注', '3串4 · 4注']],
] as const)('%s: the three options of 3 picks by their names', async (lang, names) => {
  await changeLanguage(lang);
  const { container } = renderWithProviders(<SeriesOptions />);
  const rows = screen.getAllByTestId('series-option');
  expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(names);
  if (lang !== 'zh-cn') expect(container.textContent).not.toContain('串');
  // the stake field is named by its option too
  expect(screen.getByLabelText(new RegExp(names[2].replace(/[()]/g, '\\$&')))).toBeInTheDocument();
});

test('a unit stake shows what the option costs: unit × bets', async () => {
  await changeLanguage('en');
  useSlipStore.setState({ seriesStakes: { '0': '25000' } });
  renderWithProviders(<SeriesOptions />);
  const trixie = screen.getAllByTestId('series-option')[2]!;
  expect(trixie).toHaveTextContent('× 4 = 100,000');
});
