import { ApiError } from '@app/shared/client';

/**
 * The message of a refused change: the server's refusal is already in the UI language (translated
 * by its code); a transport failure gets the caller's translated fallback.
 */
export function saveErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'business' && error.message
    ? error.message
    : fallback;
}
