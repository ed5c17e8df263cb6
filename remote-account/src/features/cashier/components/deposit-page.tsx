import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@app/shared/i18n';
import { getNotifier } from '@app/shared/client';
import { formatMoney } from '@app/shared/rules';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import { amountDigits, amountProblem, showDigits } from '../amount-digits';
import type { Deposit, DepositMethod } from '../api/cashier-types';
import { useCancelDeposit, useCreateDeposit, useDeposit, useMethods } from '../api/use-cashier';
import { cashierError } from '../cashier-error';
import { labelOf, METHOD_LABEL } from '../labels';
import { CashierTabs } from './cashier-tabs';
import { PayInstructions } from './pay-instructions';
import styles from './cashier.module.css';

/**
 * Deposit: method, bank, amount → a pending deposit with what to pay. The deposit's id is kept in
 * the address (`?deposit=`), so a refresh while it is pending shows the same instructions.
 */
export function DepositPage() {
  const { t } = useTranslation(NS);
  const methods = useMethods();
  const [params, setParams] = useSearchParams();
  const depositId = Number(params.get('deposit')) || null;
  const currency = displayCurrency(methods.data?.currency);
  const onSettled = useCallback(
    (d: Deposit) => {
      if (d.status === 'completed')
        getNotifier().toast(
          'success',
          t('cashier.pay.completed', { amount: formatMoney(d.amount), currency }),
        );
    },
    [t, currency],
  );
  const deposit = useDeposit(depositId, onSettled);
  const cancel = useCancelDeposit();
  const data = deposit.data;

  return (
    <div className={styles.page} data-testid="cashier-deposit">
      <CashierTabs />
      {data ? (
        <>
          <PayInstructions
            deposit={data}
            currency={currency}
            cancelling={cancel.isPending}
            onCancel={() => cancel.mutate(data.id)}
          />
          {data.status !== 'pending' ? (
            <p
              className={data.status === 'completed' ? ui.ok : ui.fail}
              role="status"
              data-testid="deposit-outcome"
            >
              {data.status === 'completed'
                ? t('cashier.pay.completed', { amount: formatMoney(data.amount), currency })
                : data.status === 'cancelled'
                  ? t('cashier.pay.cancelled')
                  : data.status === 'expired'
                    ? t('cashier.pay.expired')
                    : t('cashier.pay.failed')}
            </p>
          ) : null}
          {data.status !== 'pending' ? (
            <button
              type="button"
              className={`${ui.primary} ${styles.again}`}
              onClick={() => setParams({})}
            >
              {t('cashier.pay.another')}
            </button>
          ) : null}
        </>
      ) : methods.data ? (
        <DepositForm
          methods={methods.data.methods}
          banks={methods.data.banks}
          currency={currency}
          onCreated={(d) => setParams({ deposit: String(d.id) })}
        />
      ) : methods.isError ? (
        <p className={ui.fail} role="alert">
          {t('cashier.error.network')}
        </p>
      ) : (
        <div className={`${ui.panel} ${ui.skeleton} ${styles.formSkeleton}`} aria-busy="true" />
      )}
    </div>
  );
}

interface DepositFormProps {
  methods: DepositMethod[];
  banks: { code: string; name: string }[];
  currency: string;
  onCreated: (d: Deposit) => void;
}

function DepositForm({ methods, banks, currency, onCreated }: DepositFormProps) {
  const { t } = useTranslation(NS);
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [bankCode, setBankCode] = useState(banks[0]?.code ?? '');
  const [digits, setDigits] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateDeposit();
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  if (!method) return null;
  const problem = amountProblem(digits, method);
  const bounds = { min: formatMoney(method.min), max: formatMoney(method.max) };
  const error = create.error ? cashierError(create.error) : null;
  return (
    <form
      className={ui.panel}
      aria-labelledby="deposit-title"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (problem) return;
        create.mutate(
          {
            method: method.id,
            amount: Number(digits),
            ...(method.kind === 'bank' ? { bankCode } : {}),
          },
          { onSuccess: onCreated },
        );
      }}
    >
      <h1 id="deposit-title" className={ui.panelTitle}>
        {t('cashier.deposit.title')}
      </h1>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.deposit.method')}</legend>
        <div className={styles.methods}>
          {methods.map((m) => (
            <label
              key={m.id}
              className={`${styles.method} ${m.id === method.id ? styles.methodOn : ''}`}
            >
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={m.id === method.id}
                onChange={() => {
                  setMethodId(m.id);
                  create.reset();
                }}
              />
              <span>{t(labelOf(METHOD_LABEL, m.id, METHOD_LABEL.bank))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {method.kind === 'bank' ? (
        <label className={ui.field}>
          <span>{t('cashier.deposit.bank')}</span>
          <select
            className={ui.input}
            value={bankCode}
            onChange={(e) => setBankCode(e.target.value)}
            data-testid="deposit-bank"
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
        <span>{t('cashier.deposit.amount')}</span>
        <input
          className={`${ui.input} ${styles.amountInput}`}
          inputMode="numeric"
          autoComplete="off"
          value={showDigits(digits)}
          onChange={(e) => {
            setDigits(amountDigits(e.target.value));
            create.reset();
          }}
          aria-invalid={(touched && problem !== null) || undefined}
          aria-describedby="deposit-amount-hint"
          data-testid="deposit-amount"
        />
        <span id="deposit-amount-hint" className={ui.muted}>
          {t('cashier.deposit.amountHint', { ...bounds, currency })}
        </span>
      </label>
      <div className={styles.presets}>
        {method.presets.map((p) => (
          <button
            key={p}
            type="button"
            className={`${styles.preset} ${Number(digits) === p ? styles.presetOn : ''}`}
            aria-pressed={Number(digits) === p}
            onClick={() => {
              setDigits(String(p));
              create.reset();
            }}
          >
            {formatMoney(p)}
          </button>
        ))}
      </div>
      {touched && (problem === 'low' || problem === 'high') ? (
        <p className={ui.fail} role="alert">
          {problem === 'low' ? t('cashier.deposit.low', bounds) : t('cashier.deposit.high', bounds)}
        </p>
      ) : null}
      {error ? (
        <p className={ui.fail} role="alert" data-testid="deposit-error">
          {t(`cashier.error.${error.key}`, error.values)}
        </p>
      ) : null}
      <div className={styles.formFoot}>
        <button
          type="submit"
          className={ui.primary}
          disabled={create.isPending}
          data-testid="deposit-submit"
        >
          {create.isPending ? t('cashier.deposit.submitting') : t('cashier.deposit.submit')}
        </button>
        <Link className={styles.subtleLink} to="../transactions">
          {t('cashier.nav.history')}
        </Link>
        <Link className={styles.subtleLink} to="../responsible">
          {t('cashier.deposit.limitsLink')}
        </Link>
      </div>
    </form>
  );
}
