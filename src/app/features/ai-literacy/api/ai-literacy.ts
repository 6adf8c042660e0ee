import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiToolInput } from '#shared/api/ai-literacy.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/** PUT /ai-literacy/tools: the employer records the AI tools and their users; the record follows. */
export function useSetAiTools() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tools: AiToolInput[]) => call(api.setAiTools, { body: { tools } }),
    // The form shows a refusal where the list is; no toast behind it.
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ai-literacy'] }),
  });
}

/** GET /ai-literacy/record?format=: the record as a PDF or CSV, in the page's language. */
export const downloadAiRecord = (format: 'pdf' | 'csv', fallbackName: string) =>
  downloadFile(api.aiLiteracyRecord, { query: { format } }, fallbackName);
