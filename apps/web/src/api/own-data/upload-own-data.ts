import { errorResponse } from '@app/core/api/errors';
import { ownDataSummary, type OwnDataSummary } from '@app/core/api/own-deposit-data';
import { authRoutes } from '@app/core/api/routes/auth-routes';
import { ownDataRoutes } from '@app/core/api/routes/own-data-routes';
import { buildPath, callApi } from '../api-call';
import { ApiError } from '../api-error';

/**
 * POST /api/{iid}/nmd/own-data as a multipart form (the file and the accept-gaps choice): the
 * server reads it whole, validates every row and answers what it stored, or a 400 whose message
 * lists each bad row on a line of its own.
 */
export async function uploadOwnData(
  iid: number,
  file: File,
  acceptGaps: boolean,
): Promise<OwnDataSummary> {
  const { token } = await callApi(authRoutes.csrf, {});
  const form = new FormData();
  form.set('file', file);
  form.set('acceptGaps', String(acceptGaps));
  let response: Response;
  try {
    response = await fetch(buildPath(ownDataRoutes.upload, { iid }, { acceptGaps }), {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': token, accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return ownDataSummary.parse(body);
  const refusal = errorResponse.safeParse(body);
  throw new ApiError(
    response.status,
    refusal.success ? refusal.data.message : `Upload failed with status ${response.status}`,
  );
}
