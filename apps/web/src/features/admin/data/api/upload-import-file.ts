import { importRun, type ImportRun, type ImportSource } from '@app/core/api/admin/data';
import { errorResponse } from '@app/core/api/errors';
import { adminDataRoutes } from '@app/core/api/routes/admin-data-routes';
import { authRoutes } from '@app/core/api/routes/auth-routes';
import { buildPath, callApi } from '../../../../api/api-call';
import { ApiError } from '../../../../api/api-error';

/**
 * POST /api/admin/data/imports/upload: the file itself is the body, so the server streams it
 * to disk. Sent with XMLHttpRequest, the one browser API that reports upload progress
 * (a bar for a file of hundreds of megabytes).
 */
export async function uploadImportFile(
  source: ImportSource,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportRun> {
  const { token } = await callApi(authRoutes.csrf, {});
  const url = buildPath(adminDataRoutes.uploadImport, undefined, { source, fileName: file.name });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'The server could not be reached. Check your connection and try again.'),
      );
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // A proxy's HTML page: the status alone tells what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(importRun.parse(body));
        return;
      }
      const refusal = errorResponse.safeParse(body);
      reject(
        new ApiError(
          xhr.status,
          refusal.success ? refusal.data.message : `Upload failed with status ${xhr.status}`,
        ),
      );
    };
    xhr.send(file);
  });
}
