import type { FieldError } from '@nukkad/contracts';

/** The failure kinds a service may report; the error handler maps each to one HTTP status. */
export type DomainErrorType =
  | 'INVALID_DATA'
  | 'UNAUTHORIZED'
  | 'NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'TOO_LARGE';

export const STATUS_OF: Record<DomainErrorType, number> = {
  INVALID_DATA: 400,
  UNAUTHORIZED: 401,
  NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
};

export class DomainError extends Error {
  constructor(
    readonly type: DomainErrorType,
    /** Stable machine-readable code, e.g. 'OTP_EXPIRED'. */
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    /** For RATE_LIMITED: seconds until a try is accepted again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, message: string, path?: string) =>
  new DomainError('INVALID_DATA', code, message, path ? [{ path, message }] : undefined);
export const notFound = (code: string, message: string) => new DomainError('NOT_FOUND', code, message);
export const conflict = (code: string, message: string) => new DomainError('CONFLICT', code, message);
/** Well-formed, but refers to something it cannot be applied to (an Idempotency-Key reused for another request). */
export const unprocessable = (code: string, message: string) => new DomainError('UNPROCESSABLE', code, message);
export const notAllowed = (code: string, message: string) => new DomainError('NOT_ALLOWED', code, message);
export const unauthorized = (code: string, message: string) => new DomainError('UNAUTHORIZED', code, message);
export const rateLimited = (code: string, message: string, retryAfterSeconds: number) =>
  new DomainError('RATE_LIMITED', code, message, undefined, retryAfterSeconds);
