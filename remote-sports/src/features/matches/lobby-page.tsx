import { useTranslation } from 'react-i18next';
import { MessageState } from '@app/shared';
import { NS } from '../../i18n/namespace';

/** electronic/{id} (SPEC §2): the game lobby page. */
export interface LobbyPageProps {
  lobbyId: string;
}

export function LobbyPage({ lobbyId }: LobbyPageProps) {
  const { t } = useTranslation(NS);
  return <MessageState title={t('lobby', { id: lobbyId })} body={t('lobbySoon')} />;
}
