import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { RgLimit, RgState } from '@app/shared/api/rg';
import { exceedsMinorUnit } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { displayCurrency } from '../../../lib/currency';
import { NS } from '../../../i18n/namespace';
import { amountDigits, amountValue, showAmount } from '../amount-input';
import { saveErrorText } from '../api/save-error';
import { useSetRgLimit } from '../api/use-rg-changes';
import styles from './rg.module.css';

export interface LimitFormProps {
  limit: RgLimit;
  /** The row's name for labels, e.g. "Daily stake limit". */
  name: string;
}

/** Whether the answer put the asked amount into effect or into its 24-hour wait. */
function waitsForCoolingOff(
  answer: RgState,
  asked: Pick<RgLimit, 'kind' | 'period' | 'amount'>,
): boolean {
  const row = answer.limits.find((l) => l.kind === asked.kind && l.period === asked.period);
  return !!row?.pending && row.pending.amount === asked.amount;
}

/** A new amount (digits only, shown as money) with Save, and Remove while a limit is set. */
export function LimitForm({ limit, name }: LimitFormProps) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const save = useSetRgLimit();
  const currency = displayCurrency(useSessionStore((s) => s.userInfo?.regCurrency));
  const [digits, setDigits] = useState('');
  // a decimal typed in a currency without one (VND) stays as typed, refused and said, rather than
  // merged into the digits ('1.5' becoming 15) (issue 49 #8)
  const [fraction, setFraction] = useState<string | null>(null);
  const id = `${limit.kind}-${limit.period}`;
  const removing = limit.pending !== null && limit.pending.amount === null;
  const send = (amount: number | null) =>
    save.mutate(
      { kind: limit.kind, period: limit.period, amount },
      { onSuccess: () => setDigits('') },
    );
  return (
    <form
      className={styles.limitForm}
      onSubmit={(e) => {
        e.preventDefault();
        const amount = amountValue(digits);
        if (amount !== null && fraction === null) send(amount);
      }}
    >
      <div className={styles.formRow}>
        <input
          className={`${ui.input} ${styles.amount}`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('rg.limits.placeholder')}
          aria-label={t('rg.limits.newAmount', { limit: name })}
          value={fraction ?? showAmount(digits)}
          onChange={(e) => {
            const typed = e.target.value;
            setFraction(exceedsMinorUnit(typed, currency) ? typed : null);
            setDigits(amountDigits(typed));
            save.reset();
          }}
          aria-invalid={fraction !== null || undefined}
          data-testid={`rg-limit-input-${id}`}
        />
        <button
          type="submit"
          className={ui.primary}
          disabled={!digits || fraction !== null || save.isPending}
          data-testid={`rg-limit-save-${id}`}
        >
          {save.isPending ? t('common.saving') : t('rg.limits.save')}
        </button>
        {limit.amount !== null && !removing && (
          <button
            type="button"
            className={ui.ghost}
            disabled={save.isPending}
            onClick={() => send(null)}
            data-testid={`rg-limit-remove-${id}`}
          >
            {t('rg.limits.remove')}
          </button>
        )}
      </div>
      {fraction !== null && (
        <p className={ui.fail} role="alert" data-testid={`rg-limit-fraction-${id}`}>
          {tc('amount.wholeUnits', { currency })}
        </p>
      )}
      {save.isError && (
        <p className={ui.fail} role="alert">
          {saveErrorText(save.error, t('rg.saveFailed'))}
        </p>
      )}
      {save.isSuccess && (
        <p className={ui.ok} role="status">
          {waitsForCoolingOff(save.data, save.variables)
            ? t('rg.limits.appliesLater')
            : t('rg.limits.appliedNow')}
        </p>
      )}
    </form>
  );
}
