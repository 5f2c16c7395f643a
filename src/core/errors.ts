/**
 * The one error catalogue. Each code has its CLI exit status and HTTP status; codes are never reused.
 * docs/errors.md lists every code, and test/errors-doc.test.ts keeps the two in step.
 */
export const ERROR_CODES = {
  CONFIG_INVALID: { exit: 2, http: 500, meaning: 'a configuration or policy file failed validation' },
  CONFIG_VERSION_UNSUPPORTED: {
    exit: 2,
    http: 500,
    meaning: 'a configuration file declares a version this build does not read',
  },
  POLICY_UNKNOWN_DETECTOR: { exit: 2, http: 500, meaning: 'the policy names a detector that is not registered' },
  FILE_NOT_FOUND: {
    exit: 2,
    http: 500,
    meaning: 'a file named on the command line or in configuration does not exist',
  },
  INPUT_INVALID: { exit: 2, http: 400, meaning: 'a request or input line is malformed' },
  JSON_DUPLICATE_KEY: {
    exit: 1,
    http: 400,
    meaning: 'a JSON document repeats a key in one object, which parsers resolve inconsistently',
  },
  JSON_TOO_DEEP: { exit: 1, http: 400, meaning: 'a JSON document nests deeper than the configured limit' },
  REQUEST_TOO_LARGE: { exit: 1, http: 413, meaning: 'the text to screen exceeds the configured size limit' },
  UNICODE_DATA_INVALID: {
    exit: 2,
    http: 500,
    meaning: 'a Unicode data directory is missing a file or has a malformed line',
  },
  MODEL_INTEGRITY: {
    exit: 2,
    http: 500,
    meaning:
      'a model or calibration artifact is missing, does not match its manifest hash, or was made for other models, detectors or another normaliser version',
  },
  UNAUTHORIZED: { exit: 2, http: 401, meaning: 'the request lacks a valid tenant API key' },
  FORBIDDEN: {
    exit: 2,
    http: 403,
    meaning: 'the key is valid but may not use this endpoint (e.g. the console needs an admin key)',
  },
  CONSENT_INVALID: {
    exit: 1,
    http: 403,
    meaning:
      'a consent token is malformed, expired, already used, not accepted, or bound to another user, prompt or policy',
  },
  RATE_LIMITED: {
    exit: 1,
    http: 429,
    meaning: 'a per-user or per-tenant rate limit was reached; retry after the interval given',
  },
  UPSTREAM_FAILED: { exit: 1, http: 502, meaning: 'the upstream model endpoint failed or its circuit breaker is open' },
  UPSTREAM_MALFORMED: { exit: 1, http: 502, meaning: 'the upstream answered with a body or stream that is not valid' },
  TRACE_INVARIANT: { exit: 70, http: 500, meaning: 'a decision trace broke an invariant; the request fails closed' },
  GATE_FAILED: { exit: 3, http: 500, meaning: 'an evaluation gate was not met' },
  DEADLINE_EXCEEDED: {
    exit: 1,
    http: 504,
    meaning: 'a request, upstream call or remote detector did not finish before its deadline',
  },
  OVERLOADED: {
    exit: 1,
    http: 503,
    meaning: 'the gateway is at capacity (admission queue full or the wait would pass the deadline); retry later',
  },
  STATE_UNAVAILABLE: {
    exit: 1,
    http: 503,
    meaning: 'the shared state store (Redis) did not answer; budgets and consent cannot be checked',
  },
  AUDIT_CHAIN_BROKEN: {
    exit: 3,
    http: 500,
    meaning: 'the audit log failed verification: a record was modified, reordered or deleted',
  },
  AUDIT_STORE_UNAVAILABLE: {
    exit: 2,
    http: 503,
    meaning: 'the audit store cannot be opened or reached, so decisions cannot be recorded',
  },
  REPORT_INVALID: {
    exit: 3,
    http: 400,
    meaning:
      'a Forge report failed verification: bad signature, broken hash chain, or a figure that does not recompute',
  },
  KEY_INVALID: {
    exit: 2,
    http: 500,
    meaning: 'a signing or verification key file is missing, unreadable or malformed',
  },
  TARGET_FAILED: {
    exit: 1,
    http: 502,
    meaning: 'an assurance target could not be reached or answered with something that is not a chat completion',
  },
  CONTENT_BLOCKED: {
    exit: 1,
    http: 400,
    meaning: 'the firewall stopped a prompt, response or tool call (BLOCK, or LIABILITY_REQUIRED without consent)',
  },
  INTEGRITY_VIOLATION: {
    exit: 3,
    http: 409,
    meaning: 'a tool call or retrieved chunk was used without an approval bound to its exact content and the policy',
  },
  INTERNAL: { exit: 70, http: 500, meaning: 'an unexpected internal failure; please report it' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class ParapetError extends Error {
  override readonly name = 'ParapetError';
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.details = Object.freeze({ ...details });
  }

  get exitCode(): number {
    return ERROR_CODES[this.code].exit;
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].http;
  }
}

export function isParapetError(value: unknown): value is ParapetError {
  return value instanceof ParapetError;
}
