import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setShellServices, shell } from '@app/shared/federation';
import { mockBackend, renderWithProviders, setUpUi, signIn, signOut } from '../../../test-utils';
import { PlayResponsiblyPage } from './play-responsibly-page';
import { SelfAssessmentForm } from './self-assessment-form';

beforeAll(setUpUi);

async function answerAll(answer: 'Never' | 'Sometimes' | 'Often' | 'Always') {
  for (const radio of screen.getAllByLabelText(answer)) await userEvent.click(radio);
}

describe('issue 18 "Play responsibly" page', () => {
  it('states the 21+ rule with its legal basis, the warning signs and where to get help', () => {
    signOut();
    renderWithProviders(<PlayResponsiblyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Play responsibly' })).toBeVisible();
    expect(screen.getByText(/Decree 06\/2017\/ND-CP/)).toHaveTextContent('from the age of 21');
    expect(screen.getByRole('heading', { name: /Signs that betting/ })).toBeVisible();
    const help = screen.getByRole('region', { name: 'Where to get help' });
    const links = within(help).getAllByRole('link', { name: /opens in a new window/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.gamblersanonymous.org',
      'https://www.gamcare.org.uk',
      'https://www.begambleaware.org',
      'https://www.gamblingtherapy.org',
    ]);
    links.forEach((a) => expect(a).toHaveAttribute('rel', 'noopener noreferrer'));
    expect(within(help).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/HelpCenter#contact',
    );
  });

  it('asks a guest to log in, then to come back to the limits', async () => {
    signOut();
    const openLogin = jest.fn();
    const restore = setShellServices({ ...shell, openLogin });
    renderWithProviders(<PlayResponsiblyPage />);
    expect(screen.queryByRole('link', { name: 'Set my limits' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See my transactions' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to set your limits' }));
    expect(openLogin).toHaveBeenCalledWith({ redirect: '/personal/me/responsible' });
    restore();
  });

  it('takes a member straight to the limits', () => {
    signIn();
    renderWithProviders(<PlayResponsiblyPage />);
    expect(screen.getByRole('link', { name: 'Set my limits' })).toHaveAttribute(
      'href',
      '/personal/me/responsible',
    );
    expect(screen.queryByRole('button', { name: 'Log in to set your limits' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See my transactions' })).toHaveAttribute(
      'href',
      '/personal/me/transactions',
    );
  });

  it('scores the self-assessment into bands in the browser, sending nothing', async () => {
    signOut();
    const api = mockBackend();
    renderWithProviders(<SelfAssessmentForm />);
    const submit = screen.getByRole('button', { name: 'See my result' });
    await userEvent.click(screen.getAllByLabelText('Often')[0]!);
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('(8 left)');
    expect(screen.queryByTestId('rg-assessment-result')).toBeNull();

    await answerAll('Sometimes');
    const result = screen.getByTestId('rg-assessment-result');
    expect(result).toHaveAttribute('data-band', 'moderate');
    expect(result).toHaveTextContent('Some risk');
    expect(result).toHaveTextContent('Your score: 9 of 27');

    await answerAll('Never');
    expect(result).toHaveAttribute('data-band', 'low');
    expect(result).toHaveTextContent('Your score: 0 of 27');
    await answerAll('Often');
    expect(result).toHaveAttribute('data-band', 'high');
    expect(result).toHaveTextContent('High risk');
    expect(result).toHaveTextContent('Your score: 18 of 27');

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.queryByTestId('rg-assessment-result')).toBeNull();
    expect(
      screen.getAllByLabelText('Never').filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    expect(api.calls).toHaveLength(0);
  }, 20_000);
});
