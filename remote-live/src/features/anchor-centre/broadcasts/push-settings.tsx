import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { usePushKey } from '../api/use-studio';
import styles from '../components/anchor.module.css';

type Line = 'line1' | 'line2';

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.row}>
      <span className={styles.grow}>
        <span className={styles.muted}>{label}</span>
        <code className={styles.code}>{value}</code>
      </span>
      <button
        type="button"
        className={styles.ghost}
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('anchor.copied') : t('anchor.copy', { what: label })}
      </button>
    </div>
  );
}

/** The encoder's push address and key for this stream (satellite/save), with how to set up OBS. */
export function PushSettings({ streamId }: { streamId: string }) {
  const { t } = useTranslation(NS);
  const key = usePushKey();
  const [line, setLine] = useState<Line>('line1');
  return (
    <section className={styles.stack} aria-label={t('anchor.pushSettings')}>
      <h3 className={styles.h3}>{t('anchor.pushSettings')}</h3>
      <div className={styles.form}>
        <select
          className={styles.input}
          value={line}
          onChange={(e) => setLine(e.target.value === 'line2' ? 'line2' : 'line1')}
          aria-label={t('anchor.pushLine')}
        >
          <option value="line1">{t('anchor.line', { n: 1 })}</option>
          <option value="line2">{t('anchor.line', { n: 2 })}</option>
        </select>
        <button
          type="button"
          className={styles.ghost}
          disabled={key.isPending}
          onClick={() => key.mutate({ streamId, line })}
        >
          {key.data ? t('anchor.newKey') : t('anchor.getKey')}
        </button>
      </div>
      {key.data ? (
        <div data-testid="push-key">
          <CopyRow label={t('anchor.pushUrl')} value={key.data.pushUrl} />
          <CopyRow label={t('anchor.streamKey')} value={key.data.streamKey} />
        </div>
      ) : null}
      <details>
        <summary>{t('anchor.obsTitle')}</summary>
        <ol className={styles.steps}>
          <li>{t('anchor.obs1')}</li>
          <li>{t('anchor.obs2')}</li>
          <li>{t('anchor.obs3')}</li>
        </ol>
      </details>
    </section>
  );
}
