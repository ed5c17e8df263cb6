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
