import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, renderWithProviders, setUpUi, signIn, signOut } from '../../../test-utils';
import { VipPage } from './vip-page';
import { VipServicePage } from './vip-service-page';

beforeAll(setUpUi);

function backend() {
  const api = mockBackend();
  api.on('POST', '/api/member/customervip/vipFont', () => ({
    data: {
      vipLevel: 3,
      nextLevel: 4,
      progress: 50,
      levels: [0, 1, 2, 3].map((level) => ({
        level,
        depositRequired: level * 1000,
        betRequired: 0,
        upgradeBonus: 0,
        monthlyBonus: 0,
      })),
    },
  }));
  api.on('POST', '/api/operation/vipphoneback/dailFont', () => ({
    data: {
      managerName: 'Ngọc Mai',
      managerPhone: '+84 28',
      workingHours: '09:00-23:00',
      records: [],
    },
  }));
  api.on('POST', '/api/operation/vipphoneback/add', () => ({ data: true }));
  return api;
}

describe('VIP (SPEC §3 levels 0–11, §7 VIP calls)', () => {
  it('shows the level badge, progress and a row per level with mine marked', async () => {
    backend();
    signIn();
    renderWithProviders(<VipPage />);
    expect(await screen.findByRole('heading', { name: 'VIP 3' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('50% of the way to VIP 4')).toBeInTheDocument();
  });

  it('checks the phone number, then asks for a call back', async () => {
    const api = backend();
    signIn();
    renderWithProviders(<VipServicePage kind="yacht" />);
    expect(await screen.findByTestId('vip-manager')).toHaveTextContent('Ngọc Mai');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('6 to 20 digits');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+84 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByTestId('vip-callback-result')).toHaveTextContent('Request received');
    expect(api.callsTo('/api/operation/vipphoneback/add')[0]?.body).toEqual({
      mobile: '84912345678',
    });
  });

  it('asks a guest to log in instead of showing the form', async () => {
    backend();
    signOut();
    renderWithProviders(<VipServicePage kind="manager" />);
    expect(screen.getByRole('heading', { name: 'Your dedicated VIP manager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });
});
