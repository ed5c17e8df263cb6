import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Stream } from '@app/shared/api/live';
import { NS } from '../../../i18n/namespace';
import { useStreamActions } from '../api/use-anchor';
import styles from '../components/anchor.module.css';

/** Changes a stream's title and the notice its room shows under the title (`stream/update`). */
export function StreamEditor({ stream, onDone }: { stream: Stream; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { update } = useStreamActions();
  const [title, setTitle] = useState(stream.title);
  const [notice, setNotice] = useState(typeof stream.notice === 'string' ? stream.notice : '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    update.mutate(
      { id: stream.id, changes: { title: title.trim(), notice: notice.trim() } },
      { onSuccess: onDone },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="stream-editor">
      <input
        className={styles.input}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        aria-label={t('anchor.streamTitle')}
        maxLength={80}
      />
      <input
        className={styles.input}
        value={notice}
        onChange={(e) => setNotice(e.target.value)}
        placeholder={t('anchor.notice')}
        aria-label={t('anchor.notice')}
        maxLength={300}
      />
      <button type="submit" className={styles.primary} disabled={update.isPending || !title.trim()}>
        {t('anchor.save')}
      </button>
      <button type="button" className={styles.ghost} onClick={onDone}>
        {t('anchor.close')}
      </button>
    </form>
  );
}
