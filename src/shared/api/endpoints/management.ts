import { endpoint } from '../endpoint.ts';
import { ManagementOverview, MyManagementTraining, SetManagementRequest } from '../management.ts';
import { EMPLOYER, LEARNERS } from './access.ts';

const tag = 'Management training';

/** The management training of § 38 (3) BSIG (docs/decisions/103-management-training.md). */
export const managementEndpoints = {
  management: endpoint({
    method: 'GET',
    path: '/management',
    summary: 'Who is named as the company’s management, and where their training stands',
    description:
      'Employer only: management data is not for managers or employees. Each named person with the status of ' +
      'their management training, the date of the current pass and when it lapses; the training’s modules ' +
      'and the content areas they cover, in the request’s language.',
    tag,
    access: EMPLOYER,
    response: ManagementOverview,
  }),
  setManagement: endpoint({
    method: 'PUT',
    path: '/management/members',
    summary: 'Name the company’s management',
    description:
      'Employer only. `userIds` replaces the list: people of the caller’s company, any role, each once, ' +
      'at most 20 (else 400 with the field). Named people see the management training in “Meine ' +
      'Schulungen”; who is left out keeps their progress and certificates but cannot begin anew. Audited.',
    tag,
    access: EMPLOYER,
    body: SetManagementRequest,
    response: ManagementOverview,
  }),
  myManagementTraining: endpoint({
    method: 'GET',
    path: '/management/mine',
    summary: 'Whether the caller is named as management, and the training to take',
    description: 'Any person of a company; `training` is null for who is not named.',
    tag,
    access: LEARNERS,
    response: MyManagementTraining,
  }),
};
