import {
  OWN_DATA_LIMITS,
  OWN_DATA_MESSAGES,
  OWN_DATA_TEMPLATE_FILE,
} from '@app/core/api/own-deposit-data';
import { ownDataRoutes as contract } from '@app/core/api/routes/own-data-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import { badRequest } from '../../platform/http/http-error';
import type { OwnDataFile, OwnDataService } from './own-data-service';
import { OWN_DATA_TEMPLATE } from './own-data-service';

const TAG = 'own deposit data';
/** A multipart form carries its boundaries and field headers beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The file of an upload: a multipart form's "file" field (the browser), or the body itself
 * (text/csv or a workbook, from a script). Multipart is read by the platform's own
 * Request.formData (undici), so no parser of our own and no further dependency.
 */
async function fileOf(
  request: FastifyRequest,
): Promise<{ file: OwnDataFile; acceptGaps: boolean | null }> {
  const body = request.body;
  if (!(body instanceof Buffer) || body.length === 0) throw badRequest(OWN_DATA_MESSAGES.notAFile);
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const name = request.headers['x-file-name'];
    return {
      file: { bytes: body, fileName: typeof name === 'string' && name ? name : 'upload.csv' },
      acceptGaps: null,
    };
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(OWN_DATA_MESSAGES.notAFile);
  }
  const part = form.get('file');
  if (!(part instanceof Blob)) throw badRequest(OWN_DATA_MESSAGES.notAFile);
  const gaps = form.get('acceptGaps');
  return {
    file: {
      bytes: new Uint8Array(await part.arrayBuffer()),
      fileName: part instanceof File && part.name ? part.name : 'upload',
    },
    acceptGaps: gaps === null ? null : gaps === 'true',
  };
}

/** An institution's own deposit data (issue 29): upload, what is held, deletion, template. */
export function ownDataRoutes(
  app: FastifyInstance,
  deps: { ownData: OwnDataService; access: Access },
) {
  const policy = deps.access.ownData;

  contractRoute(
    app,
    contract.summary,
    {
      access: policy.read,
      summary: 'Own deposit data: the products and months held, who uploaded them and when',
      tag: TAG,
      errors: [403, 404],
    },
    async (_input, request) => {
      const principal = requirePrincipal(request);
      return deps.ownData.summary(principal, await policy.mayManage(principal));
    },
  );

  // The body is the file (or a form holding it): read raw, whatever its type.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
    contractRoute(
      scope,
      contract.upload,
      {
        access: policy.manage,
        summary:
          'Upload own deposit data (CSV or XLSX; multipart "file" field, or the file as the body); every row validated, nothing stored unless all pass',
        tag: TAG,
        errors: [400, 403, 404],
        bodyLimit: OWN_DATA_LIMITS.bytes + FORM_OVERHEAD_BYTES,
        bodyTooLarge: OWN_DATA_MESSAGES.tooLarge,
      },
      async ({ params, query }, request) => {
        const { file, acceptGaps } = await fileOf(request);
        return deps.ownData.upload(requirePrincipal(request), params.iid, file, {
          acceptGaps: acceptGaps ?? query.acceptGaps,
        });
      },
    );
  });

  contractRoute(
    app,
    contract.remove,
    {
      access: policy.manage,
      summary: 'Delete the own deposit data: every row, at once',
      tag: TAG,
      errors: [403, 404],
    },
    async ({ params }, request) => {
      await deps.ownData.remove(requirePrincipal(request), params.iid);
    },
  );

  contractRoute(
    app,
    contract.template,
    {
      access: policy.read,
      summary: 'The CSV template of own deposit data: one row per product and month',
      tag: TAG,
      errors: [403, 404],
      fileAnswer: {
        mediaType: 'text/csv',
        description: `The template, ${OWN_DATA_TEMPLATE_FILE}.`,
      },
    },
    async (_input, _request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${OWN_DATA_TEMPLATE_FILE}"`)
        .send(OWN_DATA_TEMPLATE),
  );

  contractRoute(
    app,
    contract.presence,
    {
      access: roles.platformAdmin,
      summary: "Organizations' own deposit data: that an upload exists, its size and date only",
      tag: 'admin',
      errors: [403],
    },
    async () => deps.ownData.presence(),
  );
}
