// What remotes take from @app/shared/ui (provided-surface.test.ts checks it covers their imports).
import {
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
  useModalLayer,
  useNearViewport,
  useServerAction,
} from '@app/shared/ui';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = {
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
  useModalLayer,
  useNearViewport,
  useServerAction,
};
