import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { mockBackend, type MockAnswer } from '@app/shared/testing';
import { changeLanguage } from '@app/shared/i18n';
import HelpCenterPage from './help-center-page';
import { findTitle, renderInfo, setupInfoI18n } from './test-utils';

const LINK = '/api/operation/tutorial/config/popCustomerLink';
const CONTACTS = {
  link: 'https://t.me/support',
  zalo: 'https://zalo.me/0900000000',
  onlineService: 'javascript:alert(1)',
};
let api: ReturnType<typeof mockBackend>;
/** The customer-link call answers `next` once, then the contacts. */
const answerLink = (next: MockAnswer = { data: CONTACTS }) => {
  let answered = 0;
  api.on('POST', LINK, () => (answered++ === 0 ? next : { data: CONTACTS }));
};

beforeAll(() => setupInfoI18n('en'));
beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  api = mockBackend();
  answerLink();
});
afterEach(() => act(() => changeLanguage('en')));

describe('HelpCenterPage', () => {
  it.each([
    ['en', 'Help centre', 'Account & security', 'How do I deposit?'],
    ['vi', 'Trung tâm trợ giúp', 'Tài khoản & bảo mật', 'Làm thế nào để nạp tiền?'],
    ['zh-cn', '帮助中心', '账户与安全', '如何存款？'],
  ] as const)('renders in %s with its page title', async (lng, title, topic, question) => {
    await act(() => changeLanguage(lng));
    renderInfo(<HelpCenterPage />);
    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    expect(screen.getByText(question)).toBeInTheDocument();
    expect(document.title.startsWith(`${title} | `)).toBe(true);
  });

  it('lists six topics as headed sections of native <details> questions', async () => {
    renderInfo(<HelpCenterPage />);
    await findTitle('Help centre');
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(nav).getAllByRole('button')).toHaveLength(7);
    expect(document.querySelectorAll('details > summary').length).toBe(23);
    expect(screen.getByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
  });

  it('filters questions as you type, accent-insensitive in Vietnamese', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('vi'));
    renderInfo(<HelpCenterPage />);
    await findTitle('Trung tâm trợ giúp');
    await user.type(screen.getByRole('searchbox', { name: /Tìm kiếm/ }), 'tai khoan ngan hang');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Tìm thấy 3 câu trả lời'),
    );
    expect(screen.getByText('Vì sao tôi chưa rút tiền được?')).toBeInTheDocument();
    expect(screen.queryByText('Làm thế nào để nạp tiền?')).not.toBeInTheDocument();
    // the match is opened so its answer is visible at once
    expect(screen.getByText('Vì sao tôi chưa rút tiền được?').closest('details')).toHaveAttribute(
      'open',
    );

    await user.click(screen.getByRole('button', { name: 'Xóa tìm kiếm' }));
    await waitFor(() => expect(document.querySelectorAll('details').length).toBe(23));
  });

  it('shows a no-results state and combines search with a topic', async () => {
    const user = userEvent.setup();
    renderInfo(<HelpCenterPage />);
    await findTitle('Help centre');
    await user.click(screen.getByRole('button', { name: 'Live streams & gifts' }));
    expect(screen.getByRole('button', { name: 'Live streams & gifts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.querySelectorAll('details').length).toBe(4);
    await user.type(screen.getByRole('searchbox'), 'withdrawal');
    expect(
      await screen.findByRole('heading', { name: 'No answers match “withdrawal”' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All topics' }));
    await waitFor(() => expect(document.querySelectorAll('details').length).toBeGreaterThan(0));
  });

  it('links to customer service from the shared customer-link call (web links only)', async () => {
    renderInfo(<HelpCenterPage />);
    expect(await screen.findByText('Loading contact options…')).toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: /Chat with customer service/ });
    expect(chat).toHaveAttribute('href', 'https://t.me/support');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Zalo/ })).toHaveAttribute(
      'href',
      'https://zalo.me/0900000000',
    );
    expect(screen.queryByRole('link', { name: /online support/ })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the customer link fails, then recovers', async () => {
    const user = userEvent.setup();
    answerLink({ transport: 'network' });
    renderInfo(<HelpCenterPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contact options could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: /Chat with customer service/ }),
    ).toBeInTheDocument();
    expect(api.callsTo(LINK)).toHaveLength(2);
  });

  it('says so when no chat link is configured', async () => {
    answerLink({ data: { link: null } });
    renderInfo(<HelpCenterPage />);
    expect(await screen.findByText(/Online chat is not available/)).toBeInTheDocument();
  });

  it('scrolls to the contact section when opened at #contact', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderInfo(<HelpCenterPage />, '/HelpCenter#contact');
    await findTitle('Help centre');
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ block: 'start' }));
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'contact');
  });
});
