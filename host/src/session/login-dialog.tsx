import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { digitsOnly, maskPhone } from '@app/shared';
import { useLoginDialog, type LoginPage } from './login-dialog-store';
import { Modal } from './modal';
import {
  loginWithPassword,
  loginWithPhone,
  postLoginTarget,
  registerAccount,
  setSessionNavigate,
  storedReferralCodes,
  verifyLogin,
  type LoginOutcome,
} from './session-actions';
import { listCountryCodes, sendSmsCode, type CountryCode } from './session-api';
import { consumeExpiredFlag, useExpiryConfirm } from './session-expiry';
import { SESSION_NS } from './session-i18n';
import { SmsCodeField } from './sms-code-field';
import { useSmsSender } from './use-sms-sender';
import styles from './login-dialog.module.css';

const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,32}$/;
const DEFAULT_COUNTRIES: CountryCode[] = [
  { id: 1, countryName: 'Việt Nam', countryNameEn: 'Vietnam', countryCode: 'VN', phoneCode: '84' },
];

function messageOf(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** Where a finished login goes (SPEC §2, S11): the dialog's redirect or the page's `redirect`. */
function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (outcome: LoginOutcome, redirect: string | null) => {
      if (outcome !== 'done') return;
      useLoginDialog.getState().hide();
      useLoginDialog.getState().closeVerify();
      navigate(postLoginTarget(redirect, location.search), { replace: true });
    },
    [navigate, location.search],
  );
}

function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

function Field({
  label,
  hint,
  children,
  id,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function PasswordForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const userName = String(form.get('userName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!userName || !password) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      finish(await loginWithPassword(userName, password), redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id={`${id}-user`} label={t('userName')}>
        <input
          id={`${id}-user`}
          className={styles.input}
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus=""
        />
      </Field>
      <Field id={`${id}-pass`} label={t('password')}>
        <input
          id={`${id}-pass`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
        />
      </Field>
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

let countryCache: CountryCode[] | null = null;

/** Country codes for the phone forms (GET /api/user/countrycode/list), fetched once. */
function useCountries(): CountryCode[] {
  const [list, setList] = useState<CountryCode[]>(countryCache ?? DEFAULT_COUNTRIES);
  useEffect(() => {
    if (countryCache) return undefined;
    let live = true;
    listCountryCodes()
      .then((items) => {
        if (items.length === 0) return;
        countryCache = items;
        if (live) setList(items);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return list;
}

function PhoneForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const id = useId();
  const countries = useCountries();
  const [area, setArea] = useState('84');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = useCallback(
    () => sendSmsCode({ mobile, countryCode: area, actionType: 2 }),
    [mobile, area],
  );
  const onSmsError = useCallback((err: unknown) => setError(messageOf(err, t('failed'))), [t]);
  const sender = useSmsSender(request, onSmsError);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!mobile) return setError(t('phoneRequired'));
    if (!code) return setError(t('codeRequired'));
    setBusy(true);
    setError(null);
    try {
      finish(await loginWithPhone({ mobile, smsCode: code, countryCode: area }), redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const cleanPhone = (v: string) => setMobile(digitsOnly(v).slice(0, 15));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {t('phone')}
        </label>
        <div className={styles.inputRow}>
          <select
            className={`${styles.input} ${styles.countrySelect}`}
            aria-label={t('country')}
            value={area}
            onChange={(e) => setArea(e.target.value)}
          >
            {countries.map((c) => (
              <option
                key={`${c.countryCode}-${c.phoneCode}`}
                value={c.phoneCode}
                label={`${c.countryCode} +${c.phoneCode}`}
                title={c.countryNameEn ?? c.countryName}
              >
                {c.countryCode} +{c.phoneCode}
              </option>
            ))}
          </select>
          <input
            id={`${id}-phone`}
            className={styles.input}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={mobile}
            data-autofocus=""
            aria-describedby={`${id}-phone-hint`}
            onChange={(e) => cleanPhone(e.target.value)}
            onKeyUp={(e) => cleanPhone(e.currentTarget.value)}
            onBlur={(e) => cleanPhone(e.currentTarget.value)}
          />
        </div>
        <p id={`${id}-phone-hint`} className={styles.hint}>
          {t('phoneHint')}
        </p>
      </div>
      <SmsCodeField value={code} onChange={setCode} sender={sender} canSend={mobile.length >= 6} />
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

function RegisterForm() {
  const { t } = useTranslation(SESSION_NS);
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invite] = useState(() => storedReferralCodes().inviteCode ?? '');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const userName = String(form.get('userName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const inviteCode = String(form.get('inviteCode') ?? '').trim();
    if (!USER_NAME.test(userName)) return setError(t('userNameInvalid'));
    if (!PASSWORD.test(password)) return setError(t('passwordInvalid'));
    setBusy(true);
    setError(null);
    try {
      const target = await registerAccount({ userName, password, inviteCode });
      useLoginDialog.getState().hide();
      navigate(target, { replace: true });
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id={`${id}-user`} label={t('userName')} hint={t('userNameHint')}>
        <input
          id={`${id}-user`}
          className={styles.input}
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          aria-describedby={`${id}-user-hint`}
          data-autofocus=""
        />
      </Field>
      <Field id={`${id}-pass`} label={t('password')} hint={t('passwordHint')}>
        <input
          id={`${id}-pass`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={32}
          aria-describedby={`${id}-pass-hint`}
        />
      </Field>
      <Field id={`${id}-invite`} label={t('inviteCode')}>
        <input
          id={`${id}-invite`}
          className={styles.input}
          name="inviteCode"
          defaultValue={invite}
          autoCapitalize="none"
          maxLength={20}
        />
      </Field>
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {t('registerSubmit')}
      </button>
    </form>
  );
}

/** Second step by SMS code: the verification dialog (loginState 1/2) and the vtob page. */
function VerifyForm({ userName, mobile }: { userName: string; mobile: string }) {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useCallback(() => sendSmsCode({ userName, actionType: 4 }), [userName]);
  const onSmsError = useCallback((err: unknown) => setError(messageOf(err, t('failed'))), [t]);
  const sender = useSmsSender(request, onSmsError);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!code) return setError(t('codeRequired'));
    setBusy(true);
    setError(null);
    try {
      finish(await verifyLogin(userName, code), redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.intro}>
        {t('verifyIntro', { phone: mobile.includes('*') ? mobile : maskPhone(mobile) })}
      </p>
      <SmsCodeField value={code} onChange={setCode} sender={sender} canSend autoFocus />
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {t('verifySubmit')}
      </button>
    </form>
  );
}

function CloseButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation(SESSION_NS);
  return (
    <button type="button" className={styles.close} aria-label={t('close')} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

const TABS: ReadonlyArray<{ page: Exclude<LoginPage, 'vtob'>; key: string }> = [
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

function ExpiryConfirm() {
  const { t } = useTranslation(SESSION_NS);
  const open = useExpiryConfirm((s) => s.open);
  const answer = useExpiryConfirm((s) => s.answer);
  if (!open) return null;
  return (
    <Modal
      role="alertdialog"
      labelledBy="expiry-title"
      describedBy="expiry-message"
      onClose={() => answer(false)}
      closeOnBackdrop={false}
    >
      <h2 id="expiry-title" className={styles.title}>
        {t('expiryTitle')}
      </h2>
      <p id="expiry-message" className={styles.intro}>
        {t('expiryMessage')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => answer(false)}>
          {t('expiryCancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          data-autofocus=""
          onClick={() => answer(true)}
        >
          {t('expiryOk')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The session dialogs of the host (mounted once by the layout): the login dialog with its page
 * key (account, phone code, registration, vtob), the verification dialog, the expiry confirm.
 */
export function LoginDialog() {
  const { t } = useTranslation(SESSION_NS);
  const navigate = useNavigate();
  const open = useLoginDialog((s) => s.open);

  useEffect(() => {
    setSessionNavigate((to, opts) => navigate(to, opts));
    return () => setSessionNavigate(null);
  }, [navigate]);

  useEffect(() => {
    consumeExpiredFlag(t('expiredNotice'));
    // once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {open ? <LoginModal /> : null}
      <VerifyModal />
      <ExpiryConfirm />
    </>
  );
}
