import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageState } from '@app/shared/ui';
import { INFO_NS, useInfoMessages } from './info-messages';
import { InfoSkeleton } from './info-skeleton';

export interface InfoPageGateProps {
  children: ReactNode;
}

/** Renders an info page once its texts are loaded: a skeleton meanwhile, a retry on failure. */
export function InfoPageGate({ children }: InfoPageGateProps) {
  const { t } = useTranslation(INFO_NS);
  const { status, retry } = useInfoMessages();
  if (status === 'loading') return <InfoSkeleton />;
  if (status === 'error') {
    return (
      <MessageState
        role="alert"
        title={t('boot.failed')}
        actionLabel={t('boot.retry')}
        onAction={retry}
      />
    );
  }
  return <>{children}</>;
}
