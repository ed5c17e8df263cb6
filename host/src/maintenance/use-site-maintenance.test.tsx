import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { siteQueries } from '@app/shared/api/site';
import { mockBackend, renderWithProviders, setUpTestUi } from '@app/shared/testing';
import { MaintenancePage } from './maintenance-page';
import { useSiteMaintenance } from './use-site-maintenance';

// SPEC §4 site maintenance; issue 17 finding 8 (R14): an unreadable answer never fails open.
const PATH = '/api/operation/siteMain/queryDetail';

function Gate() {
  const state = useSiteMaintenance();
  const { isFetched } = useQuery(siteQueries.maintenance());
  if (state.kind === 'maintenance') return <MaintenancePage notice={state.notice} />;
  if (state.kind === 'unverified') return <MaintenancePage unverified />;
  return <p>{isFetched ? 'the site, checked' : 'the site'}</p>;
}

const closed = { title: '', content: '', startTime: '', endTime: '', point: '0', status: '0' };

beforeAll(() => setUpTestUi());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a readable "no maintenance" answer shows the site', async () => {
  mockBackend().on('POST', PATH, () => ({ data: closed }));
  renderWithProviders(<Gate />);
  expect(await screen.findByText('the site, checked')).toBeInTheDocument();
});

test('data null (no notice at all) is a readable "no maintenance"', async () => {
  mockBackend().on('POST', PATH, () => ({ data: null }));
  renderWithProviders(<Gate />);
  expect(await screen.findByText('the site, checked')).toBeInTheDocument();
});

test('an active whole-site notice shows the maintenance page', async () => {
  mockBackend().on('POST', PATH, () => ({
    data: { ...closed, status: '1', title: 'Nâng cấp hệ thống' },
  }));
  renderWithProviders(<Gate />);
  expect(await screen.findByRole('heading', { name: 'Nâng cấp hệ thống' })).toBeInTheDocument();
});

test.each([
  ['an HTML page as data', '<html>maintenance</html>'],
  ['a number', 42],
  ['status of the wrong type', { ...closed, status: { active: true } }],
])(
  '%s: the site stays closed with "could not check", and says so in the console',
  async (_, data) => {
    mockBackend().on('POST', PATH, () => ({ data }));
    renderWithProviders(<Gate />);
    expect(
      await screen.findByRole('heading', { name: "We could not check the site's status" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^the site/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
  },
);

test('a network failure keeps the site (the offline banner speaks for it)', async () => {
  const api = mockBackend();
  api.on('POST', PATH, () => ({ transport: 'network' }));
  renderWithProviders(<Gate />);
  expect(await screen.findByText('the site, checked')).toBeInTheDocument();
  expect(api.callsTo(PATH)).toHaveLength(1);
});
