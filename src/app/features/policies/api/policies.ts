import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import { POLICY_FILE_FIELD, type SetPolicyAudienceRequest } from '#shared/api/policies.ts';
import { call } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/** The employer's writes on policies (decision 108); the lists follow each. */

export type PublishInput =
  | { policyId?: number; title: string; kind: 'text'; text: string }
  | { policyId?: number; title: string; kind: 'pdf'; file: File };

function publish(input: PublishInput) {
  if (input.kind === 'text') {
    return call(api.publishPolicy, { body: { policyId: input.policyId, title: input.title, text: input.text } });
  }
  const form = new FormData();
  form.append('title', input.title);
  if (input.policyId !== undefined) form.append('policyId', String(input.policyId));
  form.append(POLICY_FILE_FIELD, input.file);
  return call(api.publishPolicyPdf, { form });
}

/** POST /policies/publish or /policies/publish-pdf: a new policy or its next version. */
export function usePublishPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publish,
    // The form shows a refusal where it is; no toast behind it.
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
}

/** PUT /policies/{id}/audience. */
export function useSetPolicyAudience(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPolicyAudienceRequest) => call(api.setPolicyAudience, { params: { id }, body }),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
}

/** POST /policies/{id}/remind: a mail to everyone outstanding (once a week each). */
export function useRemindPolicy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.remindPolicy, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policies', id] }),
  });
}

/** GET /policies/{id}/export: the confirmations as CSV. */
export const downloadConfirmations = (id: number, fallbackName: string) =>
  downloadFile(api.exportPolicyConfirmations, { params: { id } }, fallbackName);

/** GET /policies/{id}/versions/{versionId}/pdf. */
export const downloadPolicyPdf = (id: number, versionId: number, fallbackName: string) =>
  downloadFile(api.policyPdf, { params: { id, versionId } }, fallbackName);
