import { MatchVideo, type MatchVideoProps } from './match-video/match-video';
import '../i18n/namespace';

export type { MatchVideoProps };

/** `./widgets/match-video`: a match's live video, rendered by other remotes through the shell. */
export default function MatchVideoWidget(props: MatchVideoProps) {
  return <MatchVideo {...props} />;
}
