import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import type { BankOption } from '../api/cashier-types';
import { useAddAccount } from '../api/use-cashier';
import { cashierError } from '../cashier-error';
import styles from './cashier.module.css';

export interface AccountFormProps {
  banks: BankOption[];
  /** The member's real name (masked) once set: every new account must carry it. */
  realName: string | null;
  onDone: () => void;
}

/** Adds a bank account or a TRC-20 address; the sandbox's bank checks the holder's name. */
export function AccountForm({ banks, realName, onDone }: AccountFormProps) {
  const { t } = useTranslation(NS);
  const [kind, setKind] = useState<'bank' | 'usdt'>('bank');
  const [bankCode, setBankCode] = useState(banks[0]?.code ?? '');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const add = useAddAccount();
  const error = add.error ? cashierError(add.error) : null;
  return (
    <form
      className={styles.subForm}
      data-testid="account-form"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          {
            kind,
            number: number.trim(),
            holder: holder.trim(),
            ...(kind === 'bank' ? { bankCode } : {}),
          },
          { onSuccess: onDone },
        );
      }}
    >
      <div className={ui.segmented} role="radiogroup" aria-label={t('cashier.accounts.kind')}>
        {(['bank', 'usdt'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            onClick={() => setKind(k)}
          >
            {k === 'bank' ? t('cashier.accounts.bank') : t('cashier.accounts.usdt')}
          </button>
        ))}
      </div>
      {kind === 'bank' ? (
        <label className={ui.field}>
          <span>{t('cashier.accounts.bankName')}</span>
          <select
            className={ui.input}
            value={bankCode}
            onChange={(e) => setBankCode(e.target.value)}
          >
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={ui.field}>
        <span>
          {kind === 'bank' ? t('cashier.accounts.number') : t('cashier.accounts.address')}
        </span>
        <input
          className={ui.input}
          value={number}
          inputMode={kind === 'bank' ? 'numeric' : 'text'}
          autoComplete="off"
          required
          onChange={(e) =>
            setNumber(kind === 'bank' ? e.target.value.replace(/\D/g, '') : e.target.value.trim())
          }
          data-testid="account-number"
        />
      </label>
      <label className={ui.field}>
        <span>{t('cashier.accounts.holder')}</span>
        <input
          className={ui.input}
          value={holder}
          autoComplete="name"
          required
          onChange={(e) => setHolder(e.target.value)}
          data-testid="account-holder"
        />
        <span className={ui.muted}>
          {realName
            ? t('cashier.accounts.holderHint', { name: realName })
            : t('cashier.accounts.holderFirst')}
        </span>
      </label>
      {error ? (
        <p className={ui.fail} role="alert">
          {t(`cashier.error.${error.key}`, error.values)}
        </p>
      ) : null}
      <div className={styles.formFoot}>
        <button
          type="submit"
          className={ui.primary}
          disabled={add.isPending}
          data-testid="account-save"
        >
          {add.isPending ? t('cashier.accounts.saving') : t('cashier.accounts.save')}
        </button>
        <button type="button" className={ui.ghost} onClick={onDone}>
          {t('cashier.accounts.cancel')}
        </button>
      </div>
    </form>
  );
}
