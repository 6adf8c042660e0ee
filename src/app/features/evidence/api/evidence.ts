import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvidenceStatusFilters, EvidenceStatusQueryInput } from '#shared/api/evidence-status.ts';
import type { EvidenceFormat } from '#shared/api/evidence.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

/** GET /evidence/packages: the employer's packages with their links, titles in the page's language. */
export const evidencePackagesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['evidence', 'packages', lang],
    queryFn: () => call(api.evidencePackages, { lang }),
  });

/** GET /evidence/shared/{token}: public, without the session; a refusal keeps the server's message. */
export const sharedEvidenceQuery = (token: string, lang: string) =>
  queryOptions({
    queryKey: ['evidence', 'shared', token, lang],
    queryFn: () => call(api.sharedEvidence, { params: { token }, lang }),
    retry: false,
    staleTime: 0,
  });

const usePackagesChange = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The page shows a refusal where the action is; no toast behind it.
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evidence', 'packages'] }),
  });
};

/** POST /evidence/packages: the package of a day. */
export const useCreateEvidencePackage = () =>
  usePackagesChange((asOf: string) => call(api.createEvidencePackage, { body: { asOf } }));

/** POST /evidence/packages/{id}/links: a link for `days` days; its address comes back this once. */
export const useShareEvidencePackage = () =>
  usePackagesChange((input: { id: number; days: number }) =>
    call(api.shareEvidencePackage, { params: { id: input.id }, body: { days: input.days } }),
  );

/** DELETE /evidence/packages/{id}/links/{linkId}: the link stops working. */
export const useRevokeEvidenceLink = () =>
  usePackagesChange((input: { id: number; linkId: number }) =>
    call(api.revokeEvidenceLink, { params: { id: input.id, linkId: input.linkId } }),
  );

/** GET /evidence/packages/{id}/document: the package as a PDF or CSV, in the page's language. */
export const downloadEvidence = (id: number, format: EvidenceFormat, fallbackName: string) =>
  downloadFile(api.evidenceDocument, { params: { id }, query: { format } }, fallbackName);

/** GET /evidence/shared/{token}/document: the same through the link. */
export const downloadSharedEvidence = (token: string, format: EvidenceFormat, fallbackName: string) =>
  downloadFile(api.sharedEvidenceDocument, { params: { token }, query: { format } }, fallbackName);

/** GET /admin/evidence-status: the book's figures and a page of policyholders (admins). */
export const evidenceStatusQuery = (query: EvidenceStatusQueryInput) =>
  queryOptions({
    queryKey: ['evidence', 'status', query],
    queryFn: () => call(api.evidenceStatus, { query }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/evidence-status/export: every matching policyholder as CSV. */
export const downloadEvidenceStatus = (filters: EvidenceStatusFilters, fallbackName: string) =>
  downloadFile(api.evidenceStatusExport, { query: filters }, fallbackName);
