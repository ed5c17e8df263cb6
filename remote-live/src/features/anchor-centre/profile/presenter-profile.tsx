import { useState, type FormEvent } from 'react';
import type { Presenter } from '@app/shared/api/live';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMe } from '../api/use-anchor';
import { usePresenter, usePresenterUpdate } from '../api/use-studio';
import styles from '../components/anchor.module.css';

/** The anchor's public profile (user/presenter/getInfo2, presenter/update): name, avatar, bio. */
export function PresenterProfile() {
  const { t } = useTranslation(NS);
  const { id } = useMe();
  const info = usePresenter(id === undefined ? null : String(id));
  return (
    <section
      className={styles.card}
      aria-label={t('anchor.profile')}
      data-testid="presenter-profile"
    >
      <h2 className={styles.h2}>{t('anchor.profile')}</h2>
      {info.data ? <ProfileForm key={info.dataUpdatedAt} presenter={info.data} /> : null}
    </section>
  );
}

/** The form starts from the profile as read; a fresh read (after a save) starts it again. */
function ProfileForm({ presenter }: { presenter: Presenter }) {
  const { t } = useTranslation(NS);
  const save = usePresenterUpdate();
  const [nickName, setNickName] = useState(presenter.nickName ?? '');
  const [avatar, setAvatar] = useState(presenter.avatar ?? '');
  const [intro, setIntro] = useState(presenter.intro ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!nickName.trim()) return;
    save.mutate({ nickName: nickName.trim(), avatar: avatar.trim(), intro: intro.trim() });
  };

  return (
    <form className={styles.stack} onSubmit={submit}>
      <div className={styles.row}>
        {avatar ? <img className={styles.avatar} src={avatar} alt="" /> : null}
        <span className={styles.muted}>{t('anchor.fansCount', { n: presenter.fans ?? 0 })}</span>
      </div>
      <label className={styles.field}>
        <span>{t('anchor.displayName')}</span>
        <input
          className={styles.input}
          value={nickName}
          onChange={(e) => setNickName(e.target.value)}
          maxLength={30}
        />
      </label>
      <label className={styles.field}>
        <span>{t('anchor.avatarUrl')}</span>
        <input
          className={styles.input}
          value={avatar}
          onChange={(e) => setAvatar(e.target.value)}
          maxLength={300}
        />
      </label>
      <label className={styles.field}>
        <span>{t('anchor.bio')}</span>
        <textarea
          className={styles.input}
          value={intro}
          onChange={(e) => setIntro(e.target.value)}
          maxLength={300}
          rows={3}
        />
      </label>
      <button
        type="submit"
        className={styles.primary}
        disabled={save.isPending || !nickName.trim()}
      >
        {t('anchor.save')}
      </button>
      {save.isSuccess ? (
        <p className={styles.muted} role="status">
          {t('anchor.profileSaved')}
        </p>
      ) : null}
    </form>
  );
}
