import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, initI18n } from '@app/shared/i18n';
import { registerHostNamespaces } from '../app/messages/host-messages';
import { ErrorPage, type ErrorPageProps } from './error-page';

function renderPage(code: ErrorPageProps['code']) {
  return render(
    <MemoryRouter>
      <ErrorPage code={code} />
    </MemoryRouter>,
  );
}

// SPEC §2: /404 (aliases /500, /403): the message matches the code, in every language, with Home.
describe('error page (SPEC §2)', () => {
  beforeAll(async () => {
    await initI18n('en'); // the app's own set-up (lower-case codes such as zh-cn)
    await registerHostNamespaces();
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each([
    ['404', 'Page not found'],
    ['403', 'Access denied'],
    ['500', 'Something went wrong'],
  ] as const)('%s shows its own message and a link home', (code, title) => {
    renderPage(code);
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['vi', 'Không tìm thấy trang', 'Về trang chủ'],
    ['zh-cn', '页面不存在', '返回首页'],
  ] as const)('is translated in %s', async (lng, title, home) => {
    await changeLanguage(lng);
    renderPage('404');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: home })).toBeInTheDocument();
  });

  it('vi and zh-cn have every English key', async () => {
    const { en } = await import('../app/locales/en');
    const { vi } = await import('../app/locales/vi');
    const { zhCn } = await import('../app/locales/zh-cn');
    for (const bundle of [vi, zhCn]) {
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(en).sort());
      for (const value of Object.values(bundle)) expect(value).not.toBe('');
    }
  });
});
