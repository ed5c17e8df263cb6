// What remotes take from @app/shared/ui (provided-surface.test.ts checks it covers their imports).
export {
  AVATAR_IDS,
  Avatar,
  LoadingState,
  MessageState,
  Modal,
  QueryStateView,
  RemoteWidget,
  avatarIdOf,
  elementTiming,
  imageLoading,
  isRgRefusal,
  useNearViewport,
  useServerAction,
} from '@app/shared/ui';
