import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@app/shared/i18n';
import { useAppStore } from '@app/shared/store';
import { setupI18n } from '../session/test-utils';
import { LanguageMenu } from './language-menu';

jest.mock('@app/shared/i18n', () => ({
  ...jest.requireActual('@app/shared/i18n'),
  changeLanguage: jest.fn(),
}));
const change = jest.mocked(changeLanguage);

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => {
  change.mockReset().mockResolvedValue(undefined);
  useAppStore.setState({ language: 'en' });
});

describe('language switcher (SPEC §3 options with title and icon, §4 change on demand)', () => {
  it('lists zh-cn, en and vi with their titles and icons; the current one is checked', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['简体中文', 'English', 'Việt nam']);
    expect(items.every((i) => i.querySelector('svg'))).toBe(true);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('a click picks a language and closes; picking the current one changes nothing', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Việt nam' }));
    expect(change).toHaveBeenCalledWith('vi');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('keyboard: arrows move, Enter picks, Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: /Language/ });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Việt nam' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(change).toHaveBeenCalledWith('vi');
  });

  it('a click outside closes the menu', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageMenu />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
