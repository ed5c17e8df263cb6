import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@app/shared/ui';
import { useLoginDialog, type LoginPage } from './login-dialog-store';
import { SESSION_NS } from './session-i18n';
import { CloseButton } from './form-parts';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';
import { RegisterForm } from './register-form';
import { VerifyForm } from './verify-form';
import styles from './login-dialog.module.css';

// The forms of the session dialogs: a lazy chunk of the host (login-dialog.tsx loads it when a
// dialog opens, or on idle for a guest), so the first screen does not carry them.

const TABS: ReadonlyArray<{
  page: Exclude<LoginPage, 'vtob'>;
  key: 'tabAccount' | 'tabPhone' | 'tabRegister';
}> = [
  { page: 'login', key: 'tabAccount' },
  { page: 'phone', key: 'tabPhone' },
  { page: 'register', key: 'tabRegister' },
];

function Tabs({ page, setPage }: { page: LoginPage; setPage(p: LoginPage): void }) {
  const { t } = useTranslation(SESSION_NS);
  const baseId = useId();
  const move = (from: number, delta: number) => {
    const next = TABS[(from + delta + TABS.length) % TABS.length]!;
    setPage(next.page);
    document.getElementById(`${baseId}-${next.page}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')}>
      {TABS.map((tab, i) => (
        <button
          key={tab.page}
          id={`${baseId}-${tab.page}`}
          type="button"
          role="tab"
          aria-selected={page === tab.page}
          aria-controls="login-panel"
          tabIndex={page === tab.page ? 0 : -1}
          className={styles.tab}
          onClick={() => setPage(tab.page)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(i, 1);
            else if (e.key === 'ArrowLeft') move(i, -1);
          }}
        >
          {t(tab.key)}
        </button>
      ))}
    </div>
  );
}

function LoginModal() {
  const { t } = useTranslation(SESSION_NS);
  const { page, notice, vtobHistory, hide, setPage } = useLoginDialog();
  const title =
    page === 'register' ? t('titleRegister') : page === 'vtob' ? t('titleVtob') : t('titleLogin');

  return (
    <Modal labelledBy="login-title" onClose={hide} testId="login-dialog">
      <div className={styles.head}>
        <h2 id="login-title" className={styles.title}>
          {title}
        </h2>
        <CloseButton onClick={hide} />
      </div>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {page === 'vtob' ? (
        <div data-page="vtob">
          <p className={styles.intro}>{t('vtobIntro')}</p>
          <VerifyForm userName={vtobHistory?.userName ?? ''} mobile={vtobHistory?.mobile ?? ''} />
        </div>
      ) : (
        <>
          <Tabs page={page} setPage={setPage} />
          <div id="login-panel" role="tabpanel" data-page={page} key={page}>
            {page === 'login' ? <PasswordForm /> : null}
            {page === 'phone' ? <PhoneForm /> : null}
            {page === 'register' ? <RegisterForm /> : null}
          </div>
        </>
      )}
    </Modal>
  );
}

function VerifyModal() {
  const { t } = useTranslation(SESSION_NS);
  const verify = useLoginDialog((s) => s.verify);
  const closeVerify = useLoginDialog((s) => s.closeVerify);
  if (!verify) return null;
  return (
    <Modal labelledBy="verify-title" onClose={closeVerify} testId="verify-dialog">
      <div className={styles.head}>
        <h2 id="verify-title" className={styles.title}>
          {t('titleVerify')}
        </h2>
        <CloseButton onClick={closeVerify} />
      </div>
      <VerifyForm userName={verify.userName} mobile={verify.mobile} />
    </Modal>
  );
}

/** The login dialog (when open) and the verification dialog (when asked for). */
export default function LoginModals() {
  const open = useLoginDialog((s) => s.open);
  return (
    <>
      {open ? <LoginModal /> : null}
      <VerifyModal />
    </>
  );
}
