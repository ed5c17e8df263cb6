import { act, fireEvent, screen } from '@testing-library/react';
import AppDownloadPage from './app-download-page';
import { captureInstallPrompt, resetInstallPrompt } from './install-prompt';
import { findTitle, renderInfo, setupInfoI18n } from './test-utils';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

beforeAll(() => {
  captureInstallPrompt(window);
  return setupInfoI18n('en');
});
afterEach(() => act(() => resetInstallPrompt()));

/** A browser install offer as Chromium sends it. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = jest.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('AppDownload: add to home screen (issue 15)', () => {
  it('without a browser offer, explains how to add the site by hand', async () => {
    renderInfo(<AppDownloadPage userAgent={ANDROID} />);
    await findTitle('Download the app');
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    expect(screen.getByText(/in Chrome, open the ⋮ menu/)).toBeInTheDocument();
  });

  it('with the browser offer, one button opens the install dialog and confirms', async () => {
    renderInfo(<AppDownloadPage userAgent={ANDROID} />);
    await findTitle('Download the app');
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('BetLive is on your home screen.');
  });

  it('a dismissed offer is used once and the instructions come back', async () => {
    renderInfo(<AppDownloadPage userAgent={ANDROID} />);
    await findTitle('Download the app');
    offerInstall('dismissed');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(await screen.findByText(/in Chrome, open the ⋮ menu/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });
});
