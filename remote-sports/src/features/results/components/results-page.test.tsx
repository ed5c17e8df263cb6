import { configure, screen, within } from '@testing-library/react';
import { useSportsConfigStore } from '@app/shared/store';
import { renderWithProviders, mockOrigin, type MockOrigin } from '@app/shared/testing';
import { ResultsPage } from './results-page';
import { setUpSportsUi } from '../../../test-ui';

// Issue 15: results rows show both teams' crests, as match rows do (the same TeamCrest).
configure({ asyncUtilTimeout: 3_000 });
const CRESTS = 'http://127.0.0.1:4000/media/teams';
let sportsbook: MockOrigin;

const result = {
  id: 9,
  sid: 1,
  ms: 6,
  bt: 1_763_794_800_000,
  lg: { id: 1, na: 'V.League 1' },
  ts: [
    { na: 'Hà Nội FC', lurl: `${CRESTS}/1.svg` },
    { na: 'Hải Phòng', lurl: null },
  ],
  nsg: [{ pe: 1001, tyg: 5, sc: [2, 1] }],
};

beforeAll(async () => {
  await setUpSportsUi();
  sportsbook = await mockOrigin();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: sportsbook.url, guest: true });
  sportsbook.on('POST', '/v1/match/matchResultPage', () => ({
    json: { code: 0, msg: '', data: { records: [result], total: 1, current: 1, size: 50 } },
  }));
});
afterAll(() => sportsbook.close());

describe('results page', () => {
  it("a row shows both teams' crests beside their names, initials when there is no crest", async () => {
    renderWithProviders(<ResultsPage />);
    const row = await screen.findByTestId('result-row');
    const img = row.querySelector('img');
    expect(img).toHaveAttribute('src', `${CRESTS}/1.svg`);
    expect(img).toHaveAttribute('width', '24');
    expect(img).toHaveAttribute('alt', '');
    expect(row.querySelector('[data-crest="initials"]')).toHaveTextContent('HP');
    expect(within(row).getByText('2 : 1')).toBeInTheDocument();
    expect(within(row).getByText('Hà Nội FC')).toBeInTheDocument();
  });
});
