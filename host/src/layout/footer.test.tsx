import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import { renderAt, setupI18n } from '../session/test-utils';
import { Footer, RESPONSIBLE_GAMBLING_PATH } from './footer';

// Issue 18: the legal age in Vietnam is 21; the footer line says so and opens the public
// "Play responsibly" page, in every language.

beforeAll(async () => {
  await setupI18n();
});
afterEach(() => act(() => changeLanguage('en')));

describe('footer responsible-gambling line', () => {
  it.each([
    ['en', '21+ Play responsibly.'],
    ['vi', '21+ Chơi có trách nhiệm.'],
    ['zh-cn', '21+ 请理性娱乐。'],
  ] as const)('%s: says 21+ and links to the Play responsibly page', async (language, text) => {
    await act(() => changeLanguage(language));
    renderAt(<Footer />);
    const link = screen.getByTestId('footer-responsible');
    expect(link).toHaveTextContent(text);
    expect(link).toHaveAttribute('href', RESPONSIBLE_GAMBLING_PATH);
    expect(RESPONSIBLE_GAMBLING_PATH).toBe('/responsible-gambling');
    expect(screen.queryByText(/18\+/)).toBeNull();
  });
});
