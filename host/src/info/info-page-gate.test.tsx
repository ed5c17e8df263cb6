import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@app/shared/i18n';
import SponsorPage from './sponsor-page';
import { findTitle, renderInfo, setupInfoI18n } from './test-utils';

let failVi = true;
jest.mock('./locales/vi', () => {
  if (failVi) throw new Error('Loading chunk info-i18n-vi failed');
  return jest.requireActual('./locales/vi');
});

beforeAll(() => setupInfoI18n('en'));

describe('InfoPageGate', () => {
  it('shows a skeleton, then a Retry when the language texts fail, then the page', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('vi'));
    renderInfo(<SponsorPage />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được trang này');
    failVi = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await findTitle('Hoạt động tài trợ')).toBeInTheDocument();
  });
});
