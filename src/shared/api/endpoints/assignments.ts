import {
  SetDeadlineRequest,
  TrainingAssignmentRequest,
  TrainingChangeResponse,
  TrainingForAllRequest,
} from '../assignments.ts';
import { endpoint } from '../endpoint.ts';
import { STAFF } from './access.ts';

/** Which courses a company’s people have, and their deadlines. */
export const assignmentsEndpoints = {
  assign: endpoint({
    method: 'POST',
    path: '/trainings/assign',
    summary: 'Assign a course to one person of the company',
    description:
      '`ownerId` is the learner: anyone of the caller’s company, the employer included; someone of another ' +
      'company, or an unknown id, is 403. Idempotent: `changed` is 1 when the assignment was added, else 0; ' +
      'a course assigned again continues the progress kept.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingAssignmentRequest,
    response: TrainingChangeResponse,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/trainings/revoke',
    summary: 'Take a course from one person of the company',
    description:
      '`ownerId` as for assigning (`/trainings/assign`). Idempotent: `changed` is 1 when the assignment was ' +
      'removed, else 0; the learner’s progress is kept.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingAssignmentRequest,
    response: TrainingChangeResponse,
  }),
  assignToAll: endpoint({
    method: 'POST',
    path: '/trainings/assign-to-all',
    summary: 'Assign a course to everyone in the company',
    description:
      'Every person of the caller’s company: employer, managers and employees, invited or not. Idempotent: ' +
      '`changed` counts the people who did not have the course yet.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingForAllRequest,
    response: TrainingChangeResponse,
  }),
  setDeadline: endpoint({
    method: 'POST',
    path: '/trainings/set-deadline',
    summary: 'Set or remove the deadline of a course, for one person or everyone who has it',
    description:
      '`dueOn` (yyyy-mm-dd, from today in German time up to five years ahead; `null` removes it) is the day by ' +
      'which the course is to be passed. With `ownerId`, that person’s assignment (someone of another company ' +
      'or an unknown id is 403); without, every assignment of the course in the caller’s company. Only ' +
      'existing assignments change; `changed` counts them. The learner sees the day in the course list ' +
      '(`deadlines`), and the company statistics list who is overdue (`overduePeople`).',
    tag: 'Courses',
    access: STAFF,
    body: SetDeadlineRequest,
    response: TrainingChangeResponse,
  }),
  revokeForAll: endpoint({
    method: 'POST',
    path: '/trainings/revoke-for-all',
    summary: 'Take a course from everyone in the company',
    description:
      'Every person of the caller’s company. Idempotent: `changed` counts the people who had the course; ' +
      'their progress is kept.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingForAllRequest,
    response: TrainingChangeResponse,
  }),
} as const;
