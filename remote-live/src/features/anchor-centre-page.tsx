import { useTranslation } from 'react-i18next';
import { MessageState } from '@app/shared';
import { NS } from '../i18n/namespace';

/** personalAnchor (SPEC §2, anchor only). */
export function AnchorCentrePage() {
  const { t } = useTranslation(NS);
  return <MessageState title={t('anchorCentre')} body={t('anchorCentreBody')} />;
}
