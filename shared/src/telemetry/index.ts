// `@app/shared/telemetry`: the one error reporter of the page (issue 48). The host installs it and
// starts its sending code after the first screen; remotes report through the same module instance.
export { installTelemetry, reportError, startTelemetry } from './reporter';
export {
  foldPath,
  installPageTelemetry,
  reportApiFailure,
  TELEMETRY_PATH,
  telemetryEndpoint,
} from './page-telemetry';
export type { ErrorKind, ReportOptions, TelemetryEnv } from './types';
