import { UPLOAD_FILE_FIELD } from '#shared/api/uploads.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import { sendUploadConfirmation } from './upload-confirmation.ts';
import { refusedUpload, uploadTooLarge, withUploadRefusals } from './upload-refusal.ts';
import { assertMayUpload, storeUpload } from './uploads.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The employer's employee list for the provider's review, and its confirmation mail (employer, manager). */
export function uploadsRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(
      api.uploadEmployeeList,
      async (c, { form }) => {
        const caller = callerOf(c);
        // The company is known: whether it may upload was checked before the form was read.
        const companyId = caller.companyId!;
        return await withUploadRefusals(c, () =>
          storeUpload(deps, caller, companyId, form[UPLOAD_FILE_FIELD], c.get('clientAddress')),
        );
      },
      {
        before: [
          async (c, next) => {
            await assertMayUpload(deps, callerOf(c));
            return next();
          },
        ],
        tooLarge: uploadTooLarge,
        // Anything but one file (no file, two, a text, no form at all) is refused as the file field.
        formRefused: refusedUpload(UPLOAD_FILE_FIELD, 'fileField'),
      },
    ),
    implement(
      api.sendUploadConfirmation,
      async (c, { body }) => await sendUploadConfirmation(deps, callerOf(c), body, c.get('clientAddress')),
    ),
  );
}
