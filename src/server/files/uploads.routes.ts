import type { Context } from 'hono';
import { UPLOAD_FILE_FIELD } from '#shared/api/uploads.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/types.ts';
import { sendUploadConfirmation } from './upload-confirmation.ts';
import { uploadBodyLimit } from './upload-body-limit.ts';
import { UploadRefused, uploadRejected } from './upload-refusal.ts';
import { assertMayUpload, storeUpload } from './uploads.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The one file of the multipart form; anything else (no file, two, a text) is refused. */
async function uploadedFile(c: Context<AppEnv>): Promise<File> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new UploadRefused('fileField');
  }
  const file = form[UPLOAD_FILE_FIELD];
  if (!(file instanceof File)) throw new UploadRefused('fileField');
  return file;
}

/** The employer's employee list for the provider's review, and its confirmation mail (employer, manager). */
export function uploadsRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(
      api.uploadEmployeeList,
      async (c) => {
        const caller = callerOf(c);
        const companyId = await assertMayUpload(deps, caller);
        try {
          return await storeUpload(deps, caller, companyId, await uploadedFile(c), c.get('clientAddress'));
        } catch (error) {
          if (error instanceof UploadRefused) throw uploadRejected(c.get('lang'), error);
          throw error;
        }
      },
      { before: [uploadBodyLimit()] },
    ),
    implement(
      api.sendUploadConfirmation,
      async (c, { body }) => await sendUploadConfirmation(deps, callerOf(c), body, c.get('clientAddress')),
    ),
  );
}
