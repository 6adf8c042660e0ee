import { RemindPeopleRequest, RemindPeopleResponse } from '../employer-todo.ts';
import { endpoint } from '../endpoint.ts';
import { STAFF } from './access.ts';

/** Reminders asked for by the employer or a manager (decisions 085, 105). */
export const remindersEndpoints = {
  remindPeople: endpoint({
    method: 'POST',
    path: '/reminders/remind-people',
    summary: 'Remind the chosen people of the company of their open courses',
    description:
      '`userIds`: 1 to 1,000 people of the caller’s company (anyone else, or an unknown id, is 403 and nothing ' +
      'changes). Reminders keep the rules of the reminder mails: at most one a week per person, sent on working ' +
      'days from 8 to 18 o’clock German time (`sendsFrom`), never to people who are locked, blocked, on a ' +
      'temporary password or switched off, and only of open courses. Someone who has not accepted the ' +
      'invitation gets it again instead, at most once a week. Each person’s `outcome` says what happened.',
    tag: 'Courses',
    access: STAFF,
    body: RemindPeopleRequest,
    response: RemindPeopleResponse,
  }),
} as const;
