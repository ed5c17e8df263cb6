import { Codes } from './codes';

/** A business error: answered with HTTP 200 and the envelope `{ code, msg, data }`. */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function illegal(message: string): BizError {
  return new BizError(Codes.ILLEGAL_INPUT, `Illegal input: ${message}`);
}

export function notFound(what: string): BizError {
  return new BizError(Codes.NOT_FOUND, `${what} not found`);
}
