import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMemberName } from '@app/shared/api/member';
import { LoadingState, MessageState, Modal } from '@app/shared/ui';
import { loadWithRetry } from '../app/load-with-retry';
import { MessageDialog } from '../notify/message-dialog';
import { useLoginDialog } from './login-dialog-store';
import { setSessionNavigate } from './session-actions';
import { consumeExpiredFlag, useExpiryConfirm } from './session-expiry';
import { loadSessionMessages } from './session-i18n';
import { whenVisitorActs } from '@app/shared/lazy';

type ModalsModule = { default: ComponentType };

/** What shows when the forms' chunk cannot be loaded even after the retries. */
function FormsUnavailable() {
  const { t } = useTranslation('host');
  const hide = useLoginDialog((s) => s.hide);
  return (
    <Modal labelledBy="login-unavailable" onClose={hide} testId="login-dialog">
      <div id="login-unavailable">
        <MessageState
          title={t('loginFormsUnavailable')}
          actionLabel={t('reload')}
          onAction={() => window.location.reload()}
          role="alert"
        />
      </div>
    </Modal>
  );
}

let modals: Promise<ModalsModule> | null = null;
/** One load of the forms (code and words), shared by the prefetch and the first dialog that opens. */
function loadModals(): Promise<ModalsModule> {
  modals ??= loadWithRetry<ModalsModule>(
    () => Promise.all([import('./login-modals'), loadSessionMessages()]).then(([forms]) => forms),
    () => ({ default: FormsUnavailable }),
  );
  return modals;
}

const LoginModals = lazy(loadModals);

function Opening() {
  const { t } = useTranslation('host');
  const hide = useLoginDialog((s) => s.hide);
  return (
    <Modal labelledBy="login-opening" onClose={hide} testId="login-opening">
      <div id="login-opening">
        <LoadingState label={t('loginOpening')} />
      </div>
    </Modal>
  );
}

function ExpiryConfirm() {
  const { t } = useTranslation('host');
  const open = useExpiryConfirm((s) => s.open);
  const answer = useExpiryConfirm((s) => s.answer);
  if (!open) return null;
  return (
    <MessageDialog
      title={t('sessionExpiryTitle')}
      message={t('sessionExpiryMessage')}
      ok={t('sessionExpiryOk')}
      cancel={t('sessionExpiryCancel')}
      onAnswer={answer}
    />
  );
}

/**
 * The session dialogs of the host (mounted once by the layout): the login dialog with its page
 * key (account, phone code, registration, vtob), the verification dialog, the expiry confirm.
 * The forms are a lazy chunk: a guest fetches it once they start using the page (a touch, a key, the
 * mouse), anyone when a dialog opens.
 */
export function LoginDialog() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const open = useLoginDialog((s) => s.open);
  const verify = useLoginDialog((s) => Boolean(s.verify));
  const member = useMemberName();

  useEffect(() => {
    setSessionNavigate((to, opts) => navigate(to, opts));
    return () => setSessionNavigate(null);
  }, [navigate]);

  useEffect(() => {
    consumeExpiredFlag(t('sessionExpiredNotice'));
    // once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (member) return undefined;
    return whenVisitorActs(() => void loadModals());
  }, [member]);

  return (
    <>
      {open || verify ? (
        <Suspense fallback={open ? <Opening /> : null}>
          <LoginModals />
        </Suspense>
      ) : null}
      <ExpiryConfirm />
    </>
  );
}
