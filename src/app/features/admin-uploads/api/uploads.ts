import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { IMPORT_FIELDS } from '#shared/api/admin-uploads.ts';
import { call } from '../../../api/client.ts';

/** The stored employee lists, their preview and their import (docs/product.md R18). */

export const UPLOADS_KEY = ['admin', 'uploads'] as const;

export const uploadsQuery = (status: 'pending' | 'imported') =>
  queryOptions({
    queryKey: [...UPLOADS_KEY, status],
    queryFn: () => call(api.uploads, { query: { status } }),
  });

export const uploadPreviewQuery = (uploadId: number) =>
  queryOptions({
    queryKey: [...UPLOADS_KEY, uploadId, 'rows'],
    queryFn: () => call(api.uploadRows, { params: { id: uploadId } }),
    staleTime: 0,
  });

/** An admin's list for a customer (form data): stored as that company's pending upload. */
export function storeEmployerList(file: File, employerId: number) {
  const form = new FormData();
  form.append(IMPORT_FIELDS.file, file);
  form.append(IMPORT_FIELDS.employerId, String(employerId));
  return call(api.storeEmployerList, { form });
}

/** POST /employee/upload-employee-list with the stored upload's id (form data). */
export function importUpload(uploadId: number) {
  const form = new FormData();
  form.append(IMPORT_FIELDS.uploadId, String(uploadId));
  return call(api.importEmployeeList, { form });
}
