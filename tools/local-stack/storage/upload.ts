import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ERRORS, StorageError } from './errors.ts';
import type { ObjectFiles } from './files.ts';
import { assertMimeAllowed, parseUserMetadata } from './validate.ts';

export interface ReceivedFile {
  tempPath: string;
  size: number;
  /** S3-style ETag: the quoted MD5 of the bytes. */
  eTag: string;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadLimits {
  /** Maximum object size in bytes (the bucket's limit or the global one). */
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

/**
 * Receives an upload the two ways storage-js sends one: a multipart form (fields cacheControl,
 * metadata, then the file, normally under the field name "") or a raw body with content-type,
 * cache-control and x-metadata headers. The bytes go to a temp file (fsynced) while size and MD5 are
 * computed; the size limit is enforced while streaming, so an oversized upload is cut off and
 * leaves nothing behind. The caller renames the temp file into place or discards it.
 */
export async function receiveUpload(req: IncomingMessage, files: ObjectFiles, limits: UploadLimits): Promise<ReceivedFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return receiveMultipart(req, files, limits);
  return receiveRaw(req, files, limits);
}

function cacheControlFrom(value: string | undefined): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value;
}

async function receiveRaw(req: IncomingMessage, files: ObjectFiles, limits: UploadLimits): Promise<ReceivedFile> {
  const mimeType = req.headers['content-type'] || 'application/octet-stream';
  assertMimeAllowed(mimeType, limits.allowedMimeTypes);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw ERRORS.entityTooLarge();
  const userMetadata = parseUserMetadata(header(req, 'x-metadata'), 'base64');
  const tempPath = files.tempPath();
  const { size, eTag } = await writeCounted(req, files, tempPath, limits.maxBytes);
  return {
    tempPath,
    size,
    eTag,
    mimeType,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata,
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function receiveMultipart(req: IncomingMessage, files: ObjectFiles, limits: UploadLimits): Promise<ReceivedFile> {
  return new Promise<ReceivedFile>((resolveUpload, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: limits.maxBytes, fields: 20, fieldSize: 1024 * 1024, parts: 30 },
      });
    } catch {
      reject(ERRORS.invalidRequest('Malformed multipart/form-data request'));
      return;
    }
    const fields: Record<string, string> = {};
    let fileWork: Promise<ReceivedFile> | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // drain what the client still sends; the response goes out meanwhile
      parser.destroy(); // ends a file stream still being written, whose temp file is then removed
      reject(error);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream: Readable & { truncated?: boolean }, info) => {
      if (fileWork) {
        stream.resume();
        return;
      }
      fileWork = (async () => {
        const mimeType = info.mimeType || 'application/octet-stream';
        try {
          assertMimeAllowed(mimeType, limits.allowedMimeTypes);
        } catch (error) {
          stream.resume();
          throw error;
        }
        const userMetadata = parseUserMetadata(fields.metadata, 'json');
        const tempPath = files.tempPath();
        let truncated = false;
        stream.once('limit', () => {
          truncated = true;
        });
        const { size, eTag } = await writeCounted(stream, files, tempPath, Number.POSITIVE_INFINITY);
        if (truncated || stream.truncated) {
          await files.discard(tempPath);
          throw ERRORS.entityTooLarge();
        }
        return { tempPath, size, eTag, mimeType, cacheControl: cacheControlFrom(fields.cacheControl), userMetadata };
      })();
      // Stop reading the request as soon as the file fails (too large, bad type, disk error).
      fileWork.catch(fail);
    });
    parser.on('error', () => fail(ERRORS.invalidRequest('Malformed multipart/form-data request')));
    parser.on('close', () => {
      if (settled) return;
      if (!fileWork) {
        fail(ERRORS.noContent());
        return;
      }
      fileWork.then(
        (file) => {
          if (settled) {
            void files.discard(file.tempPath);
            return;
          }
          settled = true;
          resolveUpload(file);
        },
        (error: unknown) => fail(error),
      );
    });
    req.once('close', () => {
      if (req.complete) return;
      // The client went away: stop the parser (which ends the file stream, so its temp file is removed).
      parser.destroy(new Error('aborted'));
      fail(ERRORS.invalidRequest('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}

/**
 * Streams `source` into a new temp file, counting bytes and hashing; over `maxBytes` → 413 and the
 * file is removed. The source is piped, never destroyed: when writing stops early the rest of the
 * request is drained so the error response still reaches the client.
 */
async function writeCounted(
  source: Readable,
  files: ObjectFiles,
  tempPath: string,
  maxBytes: number,
): Promise<{ size: number; eTag: string }> {
  const hash = createHash('md5');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(ERRORS.entityTooLarge());
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // A client that disconnects mid-upload never ends the stream: fail instead of waiting forever.
  const onClose = () => {
    if (!source.readableEnded) counter.destroy(ERRORS.invalidRequest('The upload was interrupted'));
  };
  source.once('close', onClose);
  source.once('error', onClose);
  source.pipe(counter);
  try {
    await pipeline(counter, files.createTempStream(tempPath));
    await files.fsync(tempPath);
  } catch (error) {
    source.unpipe(counter);
    source.resume();
    await files.discard(tempPath);
    if (error instanceof StorageError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw ERRORS.invalidRequest('The upload was interrupted');
    }
    throw error;
  } finally {
    source.off('close', onClose);
    source.off('error', onClose);
  }
  return { size, eTag: `"${hash.digest('hex')}"` };
}
