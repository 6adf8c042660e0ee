import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import type { Lang } from '#shared/constants.ts';
import { call } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/** PUT /management/members: the employer names the management; the lists follow. */
export function useSetManagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => call(api.setManagement, { body: { userIds } }),
    // The page shows a refusal where the list is; no toast behind it.
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['management'] }),
  });
}

/** GET /certificates/management/{userId}?lang=: the proof of a person's management training. */
export const downloadManagementProof = (userId: number, lang: Lang, fallbackName: string) =>
  downloadFile(api.managementCertificate, { params: { userId }, query: { lang } }, fallbackName);
