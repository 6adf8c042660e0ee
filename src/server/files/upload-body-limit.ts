import { api } from '#shared/api/endpoints/index.ts';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES } from '#shared/api/uploads.ts';
import type { Lang } from '#shared/constants.ts';
import { UploadRefused, uploadRejected } from './upload-refusal.ts';

/** The file may be 2 MB; the multipart form around it gets half a megabyte more. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 512 * 1024;

/** Whether a request goes to the upload route, which the API's 100 KB JSON limit leaves to its own. */
export const isUploadRequest = (path: string) => path.replace(/\/+$/, '') === `/api${api.uploadEmployeeList.path}`;

/** The upload's own limit: a larger request is refused with the upload message and "too large". */
export const uploadBodyLimit = () =>
  bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) => {
      const lang: Lang = c.get('lang');
      throw uploadRejected(lang, new UploadRefused('fileTooLarge'));
    },
  });
