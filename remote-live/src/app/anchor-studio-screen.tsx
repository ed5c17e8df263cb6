import { AnchorCentrePage } from '../features/anchor-centre/components/anchor-centre-page';
import { StudioChatSlot } from './studio-chat-slot';

const renderChat = (streamId: string) => <StudioChatSlot key={streamId} streamId={streamId} />;

/** personalAnchor: the studio, with the live room's chat composed in. */
export function AnchorStudioScreen() {
  return <AnchorCentrePage renderChat={renderChat} />;
}
