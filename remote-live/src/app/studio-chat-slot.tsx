import { useMemo } from 'react';
import { useSessionStore } from '@app/shared/store';
import { StudioChat } from '../features/anchor-centre/moderation/studio-chat';
import { useChatRoom } from '../features/chat/hooks/use-chat-room';

/** The live room's chat socket, shown in the anchor studio with its moderation controls. */
export function StudioChatSlot({ streamId }: { streamId: string }) {
  const sessionKey = useSessionStore((s) => s.token ?? '');
  const chat = useChatRoom(streamId, { sessionKey });
  const messages = useMemo(
    () =>
      chat.state.items
        .filter((i) => i.kind === 'message')
        .map((i) => ({
          id: i.id,
          userName: i.user.userName,
          nickName: i.user.nickName,
          text: i.text ?? '',
        })),
    [chat.state.items],
  );
  return (
    <StudioChat
      streamId={streamId}
      messages={messages}
      connected={chat.state.status === 'open'}
      me={chat.state.me}
      send={chat.send}
    />
  );
}
