import type { Context } from 'hono';
import * as v from 'valibot';
import { IMPORT_FIELDS, ImportFormFields, StoreListFormFields } from '#shared/api/admin-uploads.ts';
import { uploadBodyLimit } from '../files/upload-body-limit.ts';
import { UploadRefused, uploadRejected } from '../files/upload-refusal.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/types.ts';
import { fieldError } from '../core/errors.ts';
import { validationError } from '../http/validate.ts';
import { storeUpload } from '../files/uploads.ts';
import { findEmployer } from './targets.ts';
import { importEmployeeList, type ImportSource } from './upload-import.ts';
import { listUploads, previewUpload } from './upload-review.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

const FILE_ROUTES = new Set([`/api${api.importEmployeeList.path}`, `/api${api.storeEmployerList.path}`]);

/**
 * Whether a request goes to the import or to an admin's stored list, which (like the employer's
 * upload) have their own body limit. The list of uploads (GET) has no body anyway.
 */
export const isImportRequest = (path: string) => FILE_ROUTES.has(path.replace(/\/+$/, ''));

async function formOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw fieldError('body', 'multipart form expected');
  }
}

/** The form of POST /uploads: one `file` and the `employerId`, nothing else. */
async function listForEmployer(c: Context<AppEnv>): Promise<{ file: File; employerId: number }> {
  const { file, ...fields } = await formOf(c);
  if (!(file instanceof File)) throw new UploadRefused('fileField');
  const parsed = v.safeParse(StoreListFormFields, fields);
  if (!parsed.success) throw validationError(parsed.issues);
  return { file, employerId: parsed.output.employerId };
}

/** The import form: `uploadId`, or `file` with `employerId`; nothing else, each once. */
async function importSource(c: Context<AppEnv>): Promise<ImportSource> {
  const { file, ...fields } = await formOf(c);
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
      api.storeEmployerList,
      async (c) => {
        try {
          const { file, employerId } = await listForEmployer(c);
          const { company } = await findEmployer(deps.db, employerId);
          return await storeUpload(deps, callerOf(c), company.id, file, c.get('clientAddress'));
        } catch (error) {
          if (error instanceof UploadRefused) throw uploadRejected(c.get('lang'), error);
          throw error;
        }
      },
      { before: [uploadBodyLimit()] },
    ),
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
      { before: [uploadBodyLimit()] },
    ),
  );
}
