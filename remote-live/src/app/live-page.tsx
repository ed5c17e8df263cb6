import { useSearchParams } from 'react-router-dom';
import { StreamListPage } from '../features/stream-list/components/stream-list-page';
import { RoomScreen } from './pages';

/** anchorPlay: the stream list, or the room named by `?id=` (SPEC §2). */
export function LivePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <RoomScreen key={id} streamId={id} /> : <StreamListPage />;
}
