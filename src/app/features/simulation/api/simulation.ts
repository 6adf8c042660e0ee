import { api } from '#shared/api/endpoints/index.ts';
import type {
  AdminSimulationOverview,
  CampaignRequest,
  ChecklistRequest,
  SimulationBooking,
} from '#shared/api/simulation.ts';
import type { SimulationModeRequest } from '#shared/api/simulation-pseudonymous.ts';
import type { Lang } from '#shared/constants.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/**
 * The calls of the phishing-simulation add-on (docs/decisions/096-phishing-simulation.md): the
 * company's booking, checklist, domains, people and scenarios, and the provider's library.
 * Everything lives under the 'simulation' root, so a change reloads what it touches.
 */

export const bookingQuery = queryOptions({
  queryKey: ['simulation', 'booking'],
  queryFn: () => call(api.simulationBooking, {}),
});

export const domainsQuery = queryOptions({
  queryKey: ['simulation', 'domains'],
  queryFn: () => call(api.simulationDomains, {}),
});

export const peopleQuery = queryOptions({
  queryKey: ['simulation', 'people'],
  queryFn: () => call(api.simulationPeople, {}),
});

/** The published scenarios, titled in the language of the request. */
export const templatesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['simulation', 'templates', lang],
    queryFn: () => call(api.simulationTemplates, { lang }),
  });

export const previewQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: ['simulation', 'preview', id, lang],
    queryFn: () => call(api.previewSimulationTemplate, { params: { id }, query: { lang } }),
  });

export const adminTemplatesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['admin', 'simulation', 'templates', lang],
    queryFn: () => call(api.adminSimulationTemplates, { lang }),
  });

export const adminPreviewQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: ['admin', 'simulation', 'preview', id, lang],
    queryFn: () => call(api.adminPreviewSimulationTemplate, { params: { id }, query: { lang } }),
  });

/** Booking and checklist answer the booking as it stands: it replaces the cached one, the rest reloads. */
function useBookingAnswer() {
  const queryClient = useQueryClient();
  return async (booking: SimulationBooking) => {
    queryClient.setQueryData(bookingQuery.queryKey, booking);
    await queryClient.invalidateQueries({ queryKey: ['simulation'] });
  };
}

export function useBookSimulation() {
  const answered = useBookingAnswer();
  return useMutation({
    mutationFn: (addendumVersion: string) => call(api.bookSimulation, { body: { addendumVersion } }),
    onSuccess: answered,
  });
}

/** The pseudonymous mode on or off (decision 102): answers the booking as it stands. */
export function useSetSimulationMode() {
  const answered = useBookingAnswer();
  return useMutation({
    mutationFn: (body: SimulationModeRequest) => call(api.setSimulationMode, { body }),
    onSuccess: answered,
  });
}

export function useConfirmChecklist() {
  const answered = useBookingAnswer();
  return useMutation({
    mutationFn: (body: ChecklistRequest) => call(api.confirmChecklist, { body }),
    onSuccess: answered,
  });
}

export const useSendAnnouncement = () => useMutation({ mutationFn: () => call(api.sendAnnouncement, {}) });

/** A change of the domains: the domains and who a mail may reach are read again. */
function useDomainsReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: peopleQuery.queryKey }),
    ]);
}

/** Adding a domain; `atField`: a form shows the refusals of the domain itself at its field, not in a toast. */
export function useAddDomain({ atField }: { atField: boolean }) {
  const reload = useDomainsReload();
  return useMutation({
    mutationFn: (domain: string) => call(api.addSimulationDomain, { body: { domain } }),
    onSuccess: reload,
    meta: atField ? { quiet: ['DOMAIN_NOT_ALLOWED', 'DOMAIN_TAKEN'] } : {},
  });
}

export function useCheckDomain() {
  const reload = useDomainsReload();
  return useMutation({
    mutationFn: (domain: string) => call(api.checkSimulationDomain, { params: { domain } }),
    onSuccess: reload,
  });
}

export function useRemoveDomain() {
  const reload = useDomainsReload();
  return useMutation({
    mutationFn: (domain: string) => call(api.removeSimulationDomain, { params: { domain } }),
    onSuccess: reload,
  });
}

export function useSetExcluded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, excluded }: { id: number; excluded: boolean }) =>
      call(excluded ? api.excludeFromSimulation : api.includeInSimulation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQuery.queryKey }),
  });
}

export function useSetTemplatePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      call(published ? api.publishSimulationTemplate : api.retireSimulationTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'simulation'] }),
  });
}

/** Campaigns and results: readable by managers too. */
export const campaignsQuery = queryOptions({
  queryKey: ['simulation', 'campaigns'],
  queryFn: () => call(api.simulationCampaigns, {}),
});

export const resultsQuery = queryOptions({
  queryKey: ['simulation', 'results'],
  queryFn: () => call(api.simulationResults, {}),
});

/** A test mail to the employer; the booking then shows when it went out. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { templateId?: string; lang?: Lang }) => call(api.sendTestMail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQuery.queryKey }),
  });
}

function useCampaignsReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey });
}

export function useCreateCampaign() {
  const reload = useCampaignsReload();
  return useMutation({
    mutationFn: (body: CampaignRequest) => call(api.createCampaign, { body }),
    onSuccess: reload,
  });
}

/** Launching or resuming asks for the password again; the dialog shows the refusals itself. */
export function useStartCampaign() {
  const reload = useCampaignsReload();
  return useMutation({
    mutationFn: ({ id, resume, currentPassword }: { id: string; resume: boolean; currentPassword: string }) =>
      call(resume ? api.resumeCampaign : api.launchCampaign, { params: { id }, body: { currentPassword } }),
    onSuccess: reload,
    meta: { quiet: true },
  });
}

/** Pausing or stopping: both take back every mail of the campaign not sent yet. */
export function useHaltCampaign() {
  const reload = useCampaignsReload();
  return useMutation({
    mutationFn: ({ id, stop }: { id: string; stop: boolean }) =>
      call(stop ? api.stopCampaign : api.pauseCampaign, { params: { id } }),
    onSuccess: reload,
  });
}

export const adminOverviewQuery = queryOptions({
  queryKey: ['admin', 'simulation', 'overview'],
  queryFn: () => call(api.adminSimulation, {}),
});

/** The provider's controls all answer the overview as it stands: it replaces the cached one. */
function useOverviewAnswer() {
  const queryClient = useQueryClient();
  return (overview: AdminSimulationOverview) => queryClient.setQueryData(adminOverviewQuery.queryKey, overview);
}

export function useSetSimulationSwitch() {
  const answered = useOverviewAnswer();
  return useMutation({
    mutationFn: (stopped: boolean) => call(api.setSimulationSwitch, { body: { stopped } }),
    onSuccess: answered,
  });
}

export function useAddSenderDomain() {
  const answered = useOverviewAnswer();
  return useMutation({
    mutationFn: (domain: string) => call(api.addSenderDomain, { body: { domain } }),
    onSuccess: answered,
  });
}

export function useRetireSenderDomain() {
  const answered = useOverviewAnswer();
  return useMutation({
    mutationFn: (domain: string) => call(api.retireSenderDomain, { params: { domain } }),
    onSuccess: answered,
  });
}

export function useBlockSimulation() {
  const answered = useOverviewAnswer();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      call(api.blockSimulation, { params: { id }, body: { blocked } }),
    onSuccess: answered,
  });
}
