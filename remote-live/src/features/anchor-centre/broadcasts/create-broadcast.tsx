import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { StreamInput } from '@app/shared/api/live';
import { MarketTimeInput } from '@app/shared/ui';
import { NS } from '../../../i18n/namespace';
import { useCoverTags, useMatchChoices, useStreamActions } from '../api/use-anchor';
import styles from '../components/anchor.module.css';

type When = 'now' | 'later' | 'draft';

/** The local date-time input's value as epoch ms (NaN when empty or unreadable). */

/**
 * A new broadcast (stream/save): title, a cover tag (cover/tag/list), the match it covers
 * (video/matchListFront, which also gives the sport), free or paid with its price, a notice; live
 * now, scheduled for later, or kept as a draft.
 */
export function CreateBroadcast({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const matches = useMatchChoices();
  const tags = useCoverTags();
  const { create, draft } = useStreamActions();
  const [title, setTitle] = useState('');
  const [matchId, setMatchId] = useState('');
  const [tag, setTag] = useState('');
  const [fee, setFee] = useState(0);
  const [notice, setNotice] = useState('');
  const [when, setWhen] = useState<When>('now');
  const [later, setLater] = useState<number | null>(null);
  // checked when typed (a minute ahead at least, like the backend), not on every render
  const [atValid, setAtValid] = useState(false);
  const laterOk = when !== 'later' || atValid;
  const pending = create.isPending || draft.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !laterOk) return;
    const match = (matches.data ?? []).find((m) => String(m.matchId) === matchId);
    const input: StreamInput = {
      title: title.trim(),
      matchId: matchId || undefined,
      sportId: match?.sportId ?? undefined,
      tags: tag ? [tag] : undefined,
      feeAmount: fee,
      notice: notice.trim() || undefined,
      startTime: when === 'later' && later !== null ? later : undefined,
    };
    (when === 'draft' ? draft : create).mutate(input, { onSuccess: () => onDone?.() });
  };

  return (
    <form
      className={styles.stack}
      onSubmit={submit}
      data-testid="create-broadcast"
      aria-label={t('anchor.newBroadcast')}
    >
      <h2 className={styles.h2}>{t('anchor.newBroadcast')}</h2>
      <input
        className={styles.input}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        placeholder={t('anchor.streamTitle')}
        aria-label={t('anchor.streamTitle')}
        maxLength={80}
      />
      <select
        className={styles.input}
        value={matchId}
        onChange={(e) => setMatchId(e.target.value)}
        aria-label={t('anchor.match')}
      >
        <option value="">{t('anchor.noMatch')}</option>
        {(matches.data ?? []).map((m) => (
          <option key={String(m.matchId)} value={String(m.matchId)}>
            {m.homeName} – {m.awayName}
            {m.ms === 5 ? ` · ${t('live')}` : ''}
          </option>
        ))}
      </select>
      <select
        className={styles.input}
        value={tag}
        onChange={(e) => setTag(e.target.value)}
        aria-label={t('anchor.coverTag')}
      >
        <option value="">{t('anchor.noCoverTag')}</option>
        {(tags.data ?? []).map((c) => (
          <option key={String(c.id)} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
      <label className={styles.field}>
        <span>{t('anchor.fee')}</span>
        <input
          className={styles.input}
          type="number"
          min={0}
          step={1000}
          value={fee}
          onChange={(e) => setFee(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
        />
      </label>
      <input
        className={styles.input}
        value={notice}
        onChange={(e) => setNotice(e.target.value)}
        placeholder={t('anchor.notice')}
        aria-label={t('anchor.notice')}
        maxLength={300}
      />
      <fieldset className={styles.choice}>
        <legend>{t('anchor.when')}</legend>
        {(['now', 'later', 'draft'] as const).map((w) => (
          <label key={w}>
            <input type="radio" name="when" checked={when === w} onChange={() => setWhen(w)} />
            {w === 'now'
              ? t('anchor.whenNow')
              : w === 'later'
                ? t('anchor.whenLater')
                : t('anchor.whenDraft')}
          </label>
        ))}
      </fieldset>
      {when === 'later' ? (
        <MarketTimeInput
          className={styles.field}
          inputClassName={styles.input}
          label={t('anchor.startAt')}
          value={later}
          onChange={(ms) => {
            setLater(ms);
            setAtValid(ms !== null && ms > Date.now() + 60_000);
          }}
          language={i18n.language}
        />
      ) : null}
      <button
        type="submit"
        className={styles.primary}
        disabled={pending || !title.trim() || !laterOk}
      >
        {when === 'now'
          ? t('anchor.goLive')
          : when === 'later'
            ? t('anchor.schedule')
            : t('anchor.saveDraft')}
      </button>
    </form>
  );
}
