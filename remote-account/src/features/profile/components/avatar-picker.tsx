import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { AVATAR_IDS, Avatar } from '@app/shared/ui';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useSaveAvatar } from '../api/use-profile';
import styles from './profile.module.css';

export interface AvatarPickerProps {
  current: number;
  onDone: () => void;
}

/** The ten avatars as a radio group; saving stores the choice on the server. */
export function AvatarPicker({ current, onDone }: AvatarPickerProps) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState(current);
  const save = useSaveAvatar();
  return (
    <form
      className={styles.picker}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(chosen, { onSuccess: onDone });
      }}
    >
      <fieldset className={styles.avatarGrid} aria-label={t('profile.chooseAvatar')}>
        {AVATAR_IDS.map((id) => (
          <label key={id} className={styles.avatarOption} data-checked={chosen === id}>
            <input
              type="radio"
              name="avatar"
              value={id}
              checked={chosen === id}
              onChange={() => setChosen(id)}
              aria-label={t('profile.avatarN', { n: id })}
            />
            <Avatar id={id} size={56} />
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <p className={ui.fail} role="alert">
          {t('profile.avatarFailed')}
        </p>
      )}
      <div className={styles.pickerActions}>
        <button type="button" className={ui.ghost} onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className={ui.primary}
          disabled={save.isPending || chosen === current}
        >
          {save.isPending ? t('common.saving') : t('profile.saveAvatar')}
        </button>
      </div>
    </form>
  );
}
