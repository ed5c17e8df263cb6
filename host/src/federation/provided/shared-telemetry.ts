// What remotes take from @app/shared/telemetry (provided-surface.test.ts checks it covers their imports).
import { reportError } from '@app/shared/telemetry';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = { reportError };
