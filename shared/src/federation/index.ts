// `@app/shared/federation`: the contracts between the host and the remotes, shell services and intents.
export * from './contracts';
export * from './shell-services';
export * from './intents';
export * from './mount-at';
export { apiImageSrc } from './first-reads';
export { onFirstContent, useFirstContentShown } from './first-content';
export {
  EARLY_PAINT_FILE,
  PAGE_CHUNK,
  type EarlyPaintInput,
  type EarlyPainter,
  type EarlyReadContext,
  type FollowRead,
} from './early-paint';
export {
  HEALTH_WINDOW_NAMES,
  type AppHealth,
  type ErrorGroup,
  type Health,
  type HealthWindow,
  type ReleaseHealth,
  type RouteVitals,
} from './platform-health';
export {
  RELEASE_FILES,
  type ReleaseErrorRate,
  type ReleaseFile,
  type ReleaseIntegrity,
  type RemoteRelease,
  type RemoteReleases,
} from './releases';
