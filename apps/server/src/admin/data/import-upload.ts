import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_UPLOAD_LIMIT_BYTES, IMPORT_UPLOAD_LIMIT_TEXT } from '@app/core/api/admin/data';
import { HttpError } from '../../platform/http/http-error';

export const UPLOAD_TOO_LARGE_MESSAGE =
  `The file is larger than the upload limit of ${IMPORT_UPLOAD_LIMIT_TEXT} ` +
  `(${IMPORT_UPLOAD_LIMIT_BYTES.toLocaleString('en-US')} bytes). ` +
  'Put it in a folder on the server and import the folder instead.';

export const tooLarge = () => new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);

/** Where the console keeps an uploaded file until its import has run. */
export const uploadFolder = (dataDir: string, runId: string) =>
  path.join(dataDir, 'imports', runId);

/**
 * Streams the request body to `file`, never holding it in memory, and stops at the limit: a
 * file over it is removed and refused with the limit in the message.
 */
export async function saveUpload(body: Readable, file: string, limit = IMPORT_UPLOAD_LIMIT_BYTES) {
  await mkdir(path.dirname(file), { recursive: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (error) {
    await rm(path.dirname(file), { recursive: true, force: true });
    throw error;
  }
  return size;
}
