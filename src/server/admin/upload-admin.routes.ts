import { IMPORT_FIELDS, type ImportForm } from '#shared/api/admin-uploads.ts';
import { refusedUpload, uploadTooLarge, withUploadRefusals } from '../files/upload-refusal.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import { fieldError } from '../core/errors.ts';
import { storeUpload } from '../files/uploads.ts';
import { findEmployer } from './targets.ts';
import { importEmployeeList, type ImportSource } from './upload-import.ts';
import { listUploads, previewUpload } from './upload-review.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The import form names a stored upload, or carries a file with the employer it is for. */
function importSource({ uploadId, employerId, file }: ImportForm): ImportSource {
  if (uploadId !== undefined && file === undefined) return { uploadId, employerId };
  if (uploadId === undefined && file !== undefined) {
    if (employerId === undefined) throw fieldError(IMPORT_FIELDS.employerId, 'required with a file');
    return { file, employerId };
  }
  throw fieldError(IMPORT_FIELDS.uploadId, 'send either uploadId or a file');
}

/** A form with a file: its own size limit, and a wrong file field refused with the upload message. */
const FILE_FORM = { tooLarge: uploadTooLarge, formRefused: refusedUpload(IMPORT_FIELDS.file, 'body') };

/** The admin's review of stored employee lists and their import (docs/product.md R18). Admins only. */
export function uploadAdminRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.uploads, async (c, { query }) => await listUploads(deps.db, query.status)),
    implement(api.uploadRows, async (c, { params }) => await previewUpload(deps.db, params.id)),
    implement(
      api.storeEmployerList,
      async (c, { form }) => {
        const { company } = await findEmployer(deps.db, form.employerId);
        return await withUploadRefusals(c, () =>
          storeUpload(deps, callerOf(c), company.id, form.file, c.get('clientAddress')),
        );
      },
      FILE_FORM,
    ),
    implement(
      api.importEmployeeList,
      async (c, { form }) =>
        await withUploadRefusals(c, () =>
          importEmployeeList(deps, callerOf(c), importSource(form), c.get('clientAddress')),
        ),
      FILE_FORM,
    ),
  );
}
