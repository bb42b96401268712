import pg from 'pg';

/**
 * An error as Supabase Storage renders it: the body carries the logical status as a string and
 * the HTTP status is 400 for everything but internal errors (supabase/storage
 * `StorageBackendError.render()` + error handler). storage-js reads `message` and `statusCode`.
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    /** Logical status, shown in the body as `statusCode`. */
    readonly status: number,
    message: string,
    /** Legacy short error text (`error` in the body); defaults to the code. */
    readonly errorText?: string,
    /** Set for the few answers that keep their real HTTP status (unknown route → 404). */
    readonly wireStatus?: number,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  /** What goes on the wire: 500 stays 500 (and a database timeout 544), every other error is 400. */
  get httpStatus(): number {
    if (this.wireStatus !== undefined) return this.wireStatus;
    if (this.status === 500 || this.status === 544) return this.status;
    return 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.errorText ?? this.code,
      message: this.message,
    };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError('InvalidJWT', 400, message),
  invalidSignature: (message = 'Invalid signature') => new StorageError('InvalidSignature', 400, message),
  accessDenied: (message = 'Access denied') => new StorageError('AccessDenied', 403, message, 'Unauthorized'),
  resourceAlreadyExists: () =>
    new StorageError('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidMimeType: (mimeType: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    new StorageError('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidFileSizeLimit: () =>
    new StorageError('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  missingParameter: (name: string) =>
    new StorageError('MissingParameter', 400, `Missing Required Parameter ${name}`),
  noContent: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  internal: (message = 'Internal server error') => new StorageError('InternalError', 500, message),
  databaseTimeout: () =>
    new StorageError('DatabaseTimeout', 544, 'The connection to the database timed out'),
  routeNotFound: (method: string, path: string) =>
    new StorageError('NotFound', 404, `Route ${method}:${path} not found`, 'Not Found', 404),
};

/** Maps a PostgreSQL error to Storage's answer (supabase/storage `DBError.fromDBError`). */
export function fromDatabaseError(error: pg.DatabaseError): StorageError {
  switch (error.code) {
    case '42501':
      return ERRORS.accessDenied(
        error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
      );
    case '23505':
      return ERRORS.resourceAlreadyExists();
    case '23503':
      return new StorageError('InvalidRequest', 404, 'The related resource does not exist');
    case '55P03':
      return new StorageError('ResourceLocked', 423, 'The resource is locked');
    case '57014':
      return ERRORS.databaseTimeout();
    case '22P02':
      return new StorageError('InvalidParameter', 400, error.message || 'Invalid value format or type conversion failed');
    case 'P0001':
      // RAISE EXCEPTION in a policy helper or trigger: the message is meant for the caller.
      return ERRORS.accessDenied(error.message);
    default:
      return new StorageError('DatabaseError', 500, `database error, code: ${error.code ?? 'unknown'}`);
  }
}

/** Any thrown value → StorageError (unexpected ones become 500 without leaking internals). */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof pg.DatabaseError) return fromDatabaseError(error);
  return ERRORS.internal();
}
