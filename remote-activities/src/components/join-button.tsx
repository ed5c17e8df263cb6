import { useTranslation } from '@app/shared/i18n';
import { useLocation } from 'react-router-dom';
import { shell } from '@app/shared/federation';
import { NS } from '../i18n/namespace';
import ui from './ui.module.css';

/** A guest's "join": the site's login dialog, back to this very page afterwards. */
export function JoinButton({ label }: { label?: string }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  return (
    <button
      type="button"
      className={ui.primary}
      data-testid="join"
      onClick={() => shell.openLogin({ redirect: `${location.pathname}${location.search}` })}
    >
      {label ?? t('cta.login')}
    </button>
  );
}
