import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import type { RemindOutcome, RemindPeopleResponse } from '#shared/api/employer-todo.ts';
import { call } from '../api/client.ts';
import { refreshCompany } from '../api/queries.ts';
import { formatDateTime } from './format-dates.ts';
import { formatCount } from './format-count.ts';

/** POST /reminders/remind-people (decision 105): the chosen people, through the reminder rules. */
export const remindPeople = (userIds: number[]) => call(api.remindPeople, { body: { userIds } });

/**
 * Reminding chosen people, for the dashboard's to-do list and the people table alike: the call,
 * then the company's lists read again, and the answer said in words (`summary`).
 */
export function useRemindPeople(companyId: number) {
  const queryClient = useQueryClient();
  const summary = useRemindSummary();
  const mutation = useMutation({
    mutationFn: (userIds: number[]) => remindPeople(userIds),
    onSuccess: async () => {
      await refreshCompany(queryClient, companyId);
    },
  });
  return { mutation, summary };
}

/** What became of a request, in one or a few sentences, the outcomes that need no word left out. */
export function useRemindSummary() {
  const { t } = useLingui();
  return (answer: RemindPeopleResponse, now = new Date()) => {
    const count = (outcome: RemindOutcome) => answer.results.filter((r) => r.outcome === outcome).length;
    const parts: string[] = [];
    const queued = count('queued');
    if (queued > 0) {
      const n = formatCount(queued);
      const soon = new Date(answer.sendsFrom).getTime() - now.getTime() < 60_000;
      const when = formatDateTime(answer.sendsFrom);
      parts.push(
        soon
          ? t({
              id: 'remind.queued_now',
              message: plural(queued, {
                one: `${n} Erinnerung wird in den nächsten Minuten versendet.`,
                other: `${n} Erinnerungen werden in den nächsten Minuten versendet.`,
              }),
            })
          : t({
              id: 'remind.queued_later',
              message: plural(queued, {
                one: `${n} Erinnerung wird ab ${when} Uhr versendet, innerhalb der Versandzeiten.`,
                other: `${n} Erinnerungen werden ab ${when} Uhr versendet, innerhalb der Versandzeiten.`,
              }),
            }),
      );
    }
    const invited = count('invitationSent');
    if (invited > 0) {
      const n = formatCount(invited);
      parts.push(
        t({
          id: 'remind.invitation_sent',
          message: plural(invited, {
            one: `${n} Einladung wurde erneut gesendet.`,
            other: `${n} Einladungen wurden erneut gesendet.`,
          }),
        }),
      );
    }
    const recent = answer.results.filter((r) => r.outcome === 'remindedRecently');
    const recently = recent.length;
    if (recently > 0) {
      const n = formatCount(recently);
      const next = recent
        .map((r) => r.nextPossibleAt ?? '')
        .sort()
        .at(0);
      const from = next ? formatDateTime(next) : '';
      parts.push(
        t({
          id: 'remind.recently',
          message: plural(recently, {
            one: `${n} Person wurde in den letzten sieben Tagen schon erinnert oder eingeladen; wieder möglich ab ${from} Uhr.`,
            other: `${n} Personen wurden in den letzten sieben Tagen schon erinnert oder eingeladen; wieder möglich ab ${from} Uhr.`,
          }),
        }),
      );
    }
    const off = count('switchedOff');
    if (off > 0) {
      const n = formatCount(off);
      parts.push(
        t({
          id: 'remind.switched_off',
          message: plural(off, {
            one: `Bei ${n} Person sind die Erinnerungen abgeschaltet.`,
            other: `Bei ${n} Personen sind die Erinnerungen abgeschaltet.`,
          }),
        }),
      );
    }
    const unreachable = count('unreachable');
    if (unreachable > 0) {
      const n = formatCount(unreachable);
      parts.push(
        t({
          id: 'remind.unreachable',
          message: plural(unreachable, {
            one: `${n} Person ist gesperrt oder hat noch ein vorläufiges Passwort und wird nicht erinnert.`,
            other: `${n} Personen sind gesperrt oder haben noch ein vorläufiges Passwort und werden nicht erinnert.`,
          }),
        }),
      );
    }
    const nothing = count('nothingOpen');
    if (nothing > 0) {
      const n = formatCount(nothing);
      parts.push(
        t({
          id: 'remind.nothing_open',
          message: plural(nothing, {
            one: `${n} Person hat keinen offenen Kurs.`,
            other: `${n} Personen haben keinen offenen Kurs.`,
          }),
        }),
      );
    }
    return parts.join(' ');
  };
}
