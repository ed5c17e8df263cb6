import { OK } from './codes';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: OK, msg: 'success', data };
}

export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

export interface ProviderEnvelope<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T;
}

export function pok<T>(data: T): ProviderEnvelope<T> {
  return { success: true, code: 0, msg: 'success', data };
}

export function pfail(code: number, msg: string): ProviderEnvelope<null> {
  return { success: false, code, msg, data: null };
}
