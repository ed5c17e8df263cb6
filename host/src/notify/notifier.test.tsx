import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyErrorCatalogue, getNotifier, setNotifier, type Notifier } from '@app/shared/client';
import { i18n } from '@app/shared/i18n';
import en from '../../../shared/src/i18n/locales/en.json';
import { setupI18n } from '../session/test-utils';
import { useDialogQueue } from './dialog-queue';
import { installNotifier } from './install-notifier';

let notifier: Notifier;
let previous: Notifier;
let uninstall: () => void;

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion
window.matchMedia = (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;

beforeAll(async () => {
  await setupI18n();
  i18n.addResourceBundle('en', 'common', en, true, true);
});
beforeEach(() => {
  previous = getNotifier();
  useDialogQueue.setState({ queue: [] });
  act(() => {
    uninstall = installNotifier();
  });
  notifier = getNotifier();
});
afterEach(() => {
  act(() => uninstall());
  setNotifier(previous);
});

describe('SPEC §8 notifier: toasts and dialogs of the error catalogue', () => {
  it('replaces the silent default notifier the API client starts with', () => {
    expect(notifier).not.toBe(previous);
    expect(document.getElementById('notify-root')).not.toBeNull();
    // a modal's inert background spares the toasts (issue 49 #12)
    expect(document.getElementById('notify-root')).toHaveAttribute('data-modal-keep');
  });

  it('an error toast shows the server message as text (no HTML), once for a burst', async () => {
    const html = '<img src=x onerror=alert(1)>Balance too low';
    act(() => {
      for (let i = 0; i < 5; i += 1) notifier.toast('error', html);
    });
    const toast = await screen.findByText(html);
    expect(toast).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText(html)).toHaveLength(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('an empty message shows nothing', async () => {
    act(() => notifier.toast('error', ''));
    await act(async () => undefined);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('code 1009000043: a warning alert titled Kind tips with an OK button, resolved on click', async () => {
    act(() => {
      applyErrorCatalogue(
        { code: 1009000043, msg: 'Please verify your phone first', data: null },
        { expiredLoginCode: 401001, onExpiredLogin: () => undefined },
      );
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Kind tips' });
    expect(dialog).toHaveTextContent('Please verify your phone first');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('confirm resolves with the answer; Escape answers no; dialogs queue one at a time', async () => {
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = notifier.confirm({
        title: 'Message',
        message: 'Leave?',
        ok: 'Sure',
        cancel: 'Cancel',
      });
      second = notifier.confirm({
        title: 'Message',
        message: 'Really?',
        ok: 'Sure',
        cancel: 'Cancel',
      });
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Leave?');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Really?');
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('the same alert raised by several calls at once shows once and answers them all', async () => {
    let answers: Promise<void>[] = [];
    act(() => {
      answers = [1, 2, 3].map(() =>
        notifier.alert({ title: 'KindTips', message: 'Same', button: 'Sure' }),
      );
    });
    await screen.findByRole('alertdialog');
    expect(useDialogQueue.getState().queue).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(Promise.all(answers)).resolves.toHaveLength(3);
  });
});
