// `@app/shared/boot`: the few pure pieces the host's early script (inlined in index.html) needs. It must
// stay small and free of zod, axios, React and the stores: everything here is bundled into the HTML.
export { buildCommonHeaders } from '../api/core/common-headers';
export { domElement } from './dom-element';
export {
  callUrl,
  keepEarlyAnswer,
  keepEarlyFile,
  startEarlyCall,
  type EarlyAnswer,
} from '../api/core/early-requests';
export { parseEnvelope, SUCCESS_CODE } from '../api/core/envelope';
export {
  MATCH_LIST_PATH,
  matchListBody,
  MATCH_PAGE_SIZE,
  ON_SALE_LEAGUES_PATH,
  providerBodyExtras,
  providerCall,
  STATISTICS_PATH,
  TOP_BULLETINS_PATH,
  type ProviderAddress,
} from '../api/sportsbook/provider-call';
export { STREAM_LIVE } from '../api/live/stream-status';
export {
  ADVERTS_PATH,
  FIRST_SCREEN_READS,
  HOME_BAR_PATH,
  SLOT_LIST_PATH,
} from '../api/core/first-screen-reads';
export { CONFIG_DEFAULTS } from '../config/config-defaults';
export {
  CHUNK_NAME,
  EARLY_CLOSED_ATTR,
  earlyPaintClosed,
  EARLY_PAINT_FILE,
  PAGE_CHUNK,
  type EarlyPaintInput,
  type EarlyPainter,
  type EarlyReadContext,
  type FollowRead,
} from '../federation/early-paint';
export {
  apiImageSrc,
  fillFirstRead,
  FIRST_IMAGE_FIELD,
  firstImageOf,
} from '../federation/first-reads';
export { elementTiming } from '../ui/element-timing';
export { imageLoading } from '../ui/image-loading';
export { hotRecommendations } from '../rules/hot-recommendations';
export { FALLBACK_LANGUAGE, pickLanguage, SUPPORTED_LANGUAGES } from '../rules/language';
export { maskString } from '../rules/masking';
export { resolveImageSrc } from '../rules/urls';
export { safeLocal } from '../storage/safe-storage';
export {
  DEVICE_ID_STORAGE_KEY,
  LANGUAGE_COOKIE,
  MEMBER_COOKIE,
  LANGUAGE_STORAGE_KEY,
} from '../storage/storage-keys';
export { cookieValue } from '../storage/preference-cookie';
export { readStoredSession, readStoredSportsAddress } from '../store/stored-session';
export { readStoredSettings } from '../store/stored-settings';
