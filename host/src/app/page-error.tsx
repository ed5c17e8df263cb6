import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { MessageState } from '@app/shared/ui';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { HOST_NS } from './host-i18n';
import { reportError } from './global-errors';
import styles from '../pages/error-page.module.css';

/**
 * R17: a page that throws while rendering shows this inside the layout (header and tab bar stay), with
 * Reload and Home; a stale chunk after a redeploy reloads once instead.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation(HOST_NS);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
    else reportError(error);
  }, [error]);
  return (
    <div data-testid="page-error">
      <MessageState
        role="alert"
        title={t('pageErrorTitle')}
        body={t('pageErrorBody')}
        actionLabel={t('reload')}
        onAction={() => window.location.reload()}
      >
        <Link to="/" className={styles.link}>
          {t('goHome')}
        </Link>
      </MessageState>
    </div>
  );
}
