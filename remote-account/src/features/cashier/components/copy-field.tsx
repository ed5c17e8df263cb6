import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import styles from './cashier.module.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** What is shown, when it differs from what is copied (an amount with separators). */
  shown?: string;
  testId?: string;
  strong?: boolean;
}

/** One line of payment details with a copy button (members paste these into their bank app). */
export function CopyField({ label, value, shown, testId, strong }: CopyFieldProps) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.copyRow}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={strong ? styles.copyValueStrong : styles.copyValue} data-testid={testId}>
        {shown ?? value}
      </dd>
      <dd className={styles.copyAction}>
        <button
          type="button"
          className={styles.copyButton}
          onClick={copy}
          aria-label={`${t('cashier.pay.copy')}: ${label}`}
        >
          {copied ? t('cashier.pay.copied') : t('cashier.pay.copy')}
        </button>
      </dd>
    </div>
  );
}
