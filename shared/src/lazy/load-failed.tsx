import { useTranslation } from '@app/shared/i18n';
import { MessageState } from '@app/shared/ui';

/** A part of the page whose code could not be loaded: says so, the rest of the site still works. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageState
      role="alert"
      title={t('remote.failedTitle')}
      body={t('remote.failedBody')}
      actionLabel={t('actions.retry')}
      onAction={onRetry}
    />
  );
}
