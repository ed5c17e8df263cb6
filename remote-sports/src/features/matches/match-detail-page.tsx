import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MessageState } from '@app/shared';
import { NS } from '../../i18n/namespace';

/** Child route sportsdetail (SPEC §2); markets and the bet slip come with the sportsbook issue. */
export function MatchDetailPage() {
  const { t } = useTranslation(NS);
  const { matchId } = useParams();
  return (
    <MessageState title={`${t('detail')} #${matchId ?? ''}`}>
      <Link to="../..">{t('back')}</Link>
    </MessageState>
  );
}
