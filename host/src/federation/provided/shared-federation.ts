// What remotes take from @app/shared/federation (provided-surface.test.ts checks it covers their imports).
import {
  AppManifestSchema,
  RegistrySchema,
  apiImageSrc,
  publishIntent,
  shell,
  subscribeIntent,
  useFirstContentShown,
} from '@app/shared/federation';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = {
  AppManifestSchema,
  RegistrySchema,
  apiImageSrc,
  publishIntent,
  shell,
  subscribeIntent,
  useFirstContentShown,
};
