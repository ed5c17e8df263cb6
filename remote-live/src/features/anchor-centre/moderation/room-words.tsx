import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useBanActions } from '../api/use-anchor';
import { useChatroomConfig, useRoomWords, useSiteWords } from '../api/use-studio';
import styles from '../components/anchor.module.css';

/**
 * The words this room blocks (added here apply to this room only), removable; the site's own list
 * (sensitive/word/list) shown beside, read-only; and the room's chat limits (chatroom/config/info).
 */
export function RoomWords({ streamId }: { streamId: string }) {
  const { t } = useTranslation(NS);
  const { words, remove, refresh } = useRoomWords(streamId);
  const site = useSiteWords();
  const config = useChatroomConfig();
  const { word } = useBanActions();
  const [value, setValue] = useState('');
  const maxLength = Number((config.data as { maxLength?: unknown } | undefined)?.maxLength);
  return (
    <section className={styles.card} aria-label={t('anchor.roomWords')} data-testid="room-words">
      <h2 className={styles.h2}>{t('anchor.roomWords')}</h2>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim())
            word.mutate(
              { word: value.trim(), streamId },
              {
                onSuccess: () => {
                  setValue('');
                  void refresh();
                },
              },
            );
        }}
      >
        <input
          className={styles.input}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('anchor.word')}
          aria-label={t('anchor.word')}
          maxLength={40}
        />
        <button type="submit" className={styles.ghost} disabled={word.isPending || !value.trim()}>
          {t('anchor.reportWord')}
        </button>
      </form>
      <ul className={styles.chips}>
        {(words.data ?? []).map((w) => (
          <li key={w.id} className={styles.chip} data-testid="room-word">
            {w.word}
            <button
              type="button"
              className={styles.chipX}
              disabled={remove.isPending}
              onClick={() => remove.mutate(w.id)}
              aria-label={t('anchor.removeWord', { word: w.word })}
            >
              ×
            </button>
          </li>
        ))}
        {words.data?.length === 0 ? <li className={styles.muted}>{t('anchor.noWords')}</li> : null}
      </ul>
      {(site.data ?? []).length > 0 ? (
        <p className={styles.muted}>{t('anchor.siteWords', { n: site.data?.length ?? 0 })}</p>
      ) : null}
      {Number.isFinite(maxLength) && maxLength > 0 ? (
        <p className={styles.muted}>{t('anchor.chatLimit', { n: maxLength })}</p>
      ) : null}
    </section>
  );
}
