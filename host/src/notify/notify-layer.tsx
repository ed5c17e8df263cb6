import { lazy, Suspense } from 'react';
import { useDialogQueue } from './dialog-queue';
import { MessageDialog } from './message-dialog';

const ToastLayer = lazy(() => import('./toasts').then((m) => ({ default: m.ToastLayer })));

/** Toasts (once the first one is asked for) and the alert/confirm queue of the error catalogue. */
export function NotifyLayer({ toasts }: { toasts: boolean }) {
  const current = useDialogQueue((s) => s.queue[0]);
  const answer = useDialogQueue((s) => s.answer);
  return (
    <>
      {toasts ? (
        <Suspense fallback={null}>
          <ToastLayer />
        </Suspense>
      ) : null}
      {current ? (
        <MessageDialog
          key={current.id}
          title={current.title}
          message={current.message}
          ok={current.ok}
          cancel={current.cancel}
          onAnswer={answer}
        />
      ) : null}
    </>
  );
}
