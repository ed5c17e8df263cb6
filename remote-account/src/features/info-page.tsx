import { useTranslation } from 'react-i18next';
import { MessageState } from '@app/shared';
import { NS } from '../i18n/namespace';

export interface InfoPageProps {
  titleKey: 'superadmin' | 'vipTitle';
  bodyKey: 'superadminBody' | 'vipBody';
}

/** Super admin centre and VIP pages (their full content comes with the account issue). */
export function InfoPage({ titleKey, bodyKey }: InfoPageProps) {
  const { t } = useTranslation(NS);
  return <MessageState title={t(titleKey)} body={t(bodyKey)} />;
}
