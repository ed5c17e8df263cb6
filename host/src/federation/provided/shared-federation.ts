// What remotes take from @app/shared/federation (provided-surface.test.ts checks it covers their imports).
export {
  AppManifestSchema,
  RegistrySchema,
  apiImageSrc,
  publishIntent,
  shell,
  subscribeIntent,
  useFirstContentShown,
} from '@app/shared/federation';
