import { api } from '#shared/api/endpoints/index.ts';
import type { EditEmployeeRequest, InviteEmployeeRequest } from '#shared/api/company-employees.ts';
import { UPLOAD_FILE_FIELD, type SendUploadConfirmationRequest } from '#shared/api/uploads.ts';
import { call } from '../../../api/client.ts';

/** The calls of /users (docs/product.md §2 and §5), one function each. */

export const inviteEmployee = (body: InviteEmployeeRequest) => call(api.inviteEmployee, { body });

export const editEmployee = (companyId: number, id: number, body: EditEmployeeRequest) =>
  call(api.editEmployee, { params: { companyId, id }, body });

export const deleteEmployee = (companyId: number, id: number) =>
  call(api.deleteEmployee, { params: { companyId, id } });

export const resendInvitation = (employeeId: number) => call(api.resendInvitation, { query: { employeeId } });

export const toggleRole = (id: number, expectedRole: 'manager' | 'employee') =>
  call(api.toggleRole, { params: { id }, body: { expectedRole } });

/** POST /progress/reset-company-progress: everyone of the company starts over (docs/product.md R17). */
export const resetCompanyProgress = (companyId: number) => call(api.resetCompanyProgress, { body: { companyId } });

/** The employee list as a file (form data), for the provider's review (docs/product.md R18). */
export function uploadEmployeeList(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return call(api.uploadEmployeeList, { form });
}

export const sendUploadConfirmation = (body: SendUploadConfirmationRequest) =>
  call(api.sendUploadConfirmation, { body });
