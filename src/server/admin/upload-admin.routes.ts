import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { IMPORT_FIELDS, ImportFormFields, UploadListQuery } from '#shared/api/admin-uploads.ts';
import { IdParam } from '#shared/api/common.ts';
import { UPLOAD_BODY_LIMIT } from '../files/upload-body-limit.ts';
import { UploadRefused, uploadRejected } from '../files/upload-refusal.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { fieldError, validate, validationError } from '../http/validate.ts';
import { importEmployeeList, type ImportSource } from './upload-import.ts';
import { listUploads, previewUpload } from './upload-review.ts';

export const IMPORT_PATH = '/employee/upload-employee-list';

/** Whether a request goes to the import, which (like the employer's upload) has its own body limit. */
export const isImportRequest = (path: string) => path.replace(/\/+$/, '') === `/api${IMPORT_PATH}`;

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

/** The admin's review of stored employee lists and their import (DECISIONS.md 18). Admins only. */
export function uploadAdminRoutes(deps: AppDeps) {
  const admin = requireSession('admin');
  return new Hono<AppEnv>()
    .get('/uploads', admin, validate('query', UploadListQuery), async (c) =>
      c.json(await listUploads(deps.db, c.req.valid('query').status)),
    )
    .get('/uploads/:id{[0-9]+}/rows', admin, validate('param', IdParam), async (c) =>
      c.json(await previewUpload(deps.db, c.req.valid('param').id)),
    )
    .post(
      IMPORT_PATH,
      admin,
      bodyLimit({
        maxSize: UPLOAD_BODY_LIMIT,
        onError: (c) => {
          throw uploadRejected(c.get('lang'), new UploadRefused('fileTooLarge'));
        },
      }),
      async (c) => {
        try {
          return c.json(await importEmployeeList(deps, callerOf(c), await importSource(c), c.get('clientAddress')));
        } catch (error) {
          if (error instanceof UploadRefused) throw uploadRejected(c.get('lang'), error);
          throw error;
        }
      },
    );
}
