import { MatchVideo, type MatchVideoProps } from './match-video/match-video';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';

export type { MatchVideoProps };

/** `./widgets/match-video`: a match's live video, rendered by other remotes through the shell. */
export default function MatchVideoWidget(props: MatchVideoProps) {
  return <MatchVideo {...props} />;
}
