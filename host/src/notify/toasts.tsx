import toast, { Toaster } from 'react-hot-toast';

// Loaded on the first toast only: the first screen never pays for it.

export type ToastKind = 'error' | 'success' | 'info';

/** Shows a toast; the same text already on screen is replaced, not stacked (a burst of failures). */
export function showToast(kind: ToastKind, message: string): void {
  const id = `${kind}:${message}`;
  if (kind === 'error') toast.error(message, { id });
  else if (kind === 'success') toast.success(message, { id });
  else toast(message, { id });
}

/** The toast area, themed with the site's tokens; toasts are announced politely. */
export function ToastLayer() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        style: {
          background: 'var(--bg-card)',
          color: 'var(--text)',
          border: '1px solid var(--border)',
          boxShadow: 'var(--shadow)',
          maxWidth: 'min(92vw, 420px)',
          overflowWrap: 'anywhere',
        },
      }}
    />
  );
}
