import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { IMPORT_FIELDS, ImportFormFields } from '#shared/api/admin-uploads.ts';
import { UPLOAD_BODY_LIMIT } from '../files/upload-body-limit.ts';
import { UploadRefused, uploadRejected } from '../files/upload-refusal.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { fieldError, validationError } from '../http/validate.ts';
import { importEmployeeList, type ImportSource } from './upload-import.ts';
import { listUploads, previewUpload } from './upload-review.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** Whether a request goes to the import, which (like the employer's upload) has its own body limit. */
export const isImportRequest = (path: string) => path.replace(/\/+$/, '') === `/api${api.importEmployeeList.path}`;

/** The import form: `uploadId`, or `file` with `employerId`; nothing else, each once. */
async function importSource(c: Context<AppEnv>): Promise<ImportSource> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw fieldError('body', 'multipart form expected');
  }
  const { file, ...fields } = form;
  if (file !== undefined && !(file instanceof File)) throw new UploadRefused('fileField');
  const parsed = v.safeParse(ImportFormFields, fields);
  if (!parsed.success) throw validationError(parsed.issues);
  const { uploadId, employerId } = parsed.output;
  if (uploadId !== undefined && file === undefined) return { uploadId, employerId };
  if (uploadId === undefined && file instanceof File) {
    if (employerId === undefined) throw fieldError(IMPORT_FIELDS.employerId, 'required with a file');
    return { file, employerId };
  }
  throw fieldError(IMPORT_FIELDS.uploadId, 'send either uploadId or a file');
}

/** The admin's review of stored employee lists and their import (docs/product.md R18). Admins only. */
export function uploadAdminRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.uploads, async (c, { query }) => await listUploads(deps.db, query.status)),
    implement(api.uploadRows, async (c, { params }) => await previewUpload(deps.db, params.id)),
    implement(
      api.importEmployeeList,
      async (c) => {
        try {
          return await importEmployeeList(deps, callerOf(c), await importSource(c), c.get('clientAddress'));
        } catch (error) {
          if (error instanceof UploadRefused) throw uploadRejected(c.get('lang'), error);
          throw error;
        }
      },
      {
        before: [
          bodyLimit({
            maxSize: UPLOAD_BODY_LIMIT,
            onError: (c) => {
              throw uploadRejected(c.get('lang'), new UploadRefused('fileTooLarge'));
            },
          }),
        ],
      },
    ),
  );
}
