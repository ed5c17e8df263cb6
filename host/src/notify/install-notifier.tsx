import { createRoot } from 'react-dom/client';
import { i18n } from '@app/shared/i18n';
import { setNotifier, type Notifier } from '@app/shared/client';
import { MODAL_KEEP_ATTRIBUTE } from '@app/shared/ui';
import { useDialogQueue } from './dialog-queue';
import { NotifyLayer } from './notify-layer';

/** The catalogue passes i18n-style words (KindTips, Sure); known ones are translated. */
function word(key: string): string {
  return i18n.t(`notify.${key}`, { defaultValue: key });
}

/**
 * Installs the real notifier of the error catalogue (SPEC §8): toasts through react-hot-toast
 * (loaded on the first toast), alerts and confirmations as accessible dialogs. It renders in its
 * own root so it works whatever page, error screen or remote is showing.
 */
export function installNotifier(container: HTMLElement = document.body): () => void {
  const host = document.createElement('div');
  host.id = 'notify-root';
  // toasts stay readable and dismissible while a modal makes the page behind it inert
  host.setAttribute(MODAL_KEEP_ATTRIBUTE, '');
  container.appendChild(host);
  const root = createRoot(host);
  let toastsOn = false;
  const render = () => root.render(<NotifyLayer toasts={toastsOn} />);
  render();

  const notifier: Notifier = {
    toast(kind, message) {
      if (!message) return;
      if (!toastsOn) {
        toastsOn = true;
        render();
      }
      void import('./toasts').then((m) => m.showToast(kind, message));
    },
    async alert({ title, message, button }) {
      await useDialogQueue.getState().ask({ title: word(title), message, ok: word(button) });
    },
    confirm({ title, message, ok, cancel }) {
      return useDialogQueue
        .getState()
        .ask({ title: word(title), message, ok: word(ok), cancel: word(cancel) });
    },
  };
  setNotifier(notifier);
  return () => {
    root.unmount();
    host.remove();
  };
}
