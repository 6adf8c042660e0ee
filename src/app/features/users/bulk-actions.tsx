import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '#shared/api/endpoints/index.ts';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import type { CourseSlug } from '#shared/courses.ts';
import { call } from '../../api/client.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { coursesQuery, refreshCompany } from '../../api/queries.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatCount } from '../../components/format-count.ts';
import { useRemindPeople } from '../../components/remind-people.ts';
import { deleteEmployee } from './api/people.ts';

/** How many calls a bulk action keeps under way at once: quick for 500 people, gentle on the server. */
const AT_ONCE = 4;

/** Runs `work` for every item, a few at a time, telling how many are done; answers how many succeeded. */
async function forEachFew<T>(items: readonly T[], work: (item: T) => Promise<unknown>, done: (n: number) => void) {
  let next = 0;
  let finished = 0;
  let succeeded = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
        succeeded += 1;
      } catch {
        // Counted as not done; the summary says how many.
      }
      done(++finished);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return succeeded;
}

/**
 * What can be done to the chosen people at once (decision 105): assign a course (the per-person
 * call, a few at a time), remind them (one call, through the reminder rules), remove them (after
 * one confirmation; never the employer or oneself, whom the server keeps anyway).
 */
export function BulkActions({
  companyId,
  userId,
  people,
  onClear,
}: {
  companyId: number;
  userId: number;
  people: CompanyEmployee[];
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const courses = useQuery(coursesQuery(i18n.locale));
  const [course, setCourse] = useState<CourseSlug | ''>('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState(false);
  const { mutation: remind, summary } = useRemindPeople(companyId);
  const courseId = useId();
  const count = people.length;
  const n = formatCount(count);
  const removable = people.filter((p) => p.role !== 'employer' && p.id !== userId);
  const removableCount = removable.length;

  const assign = async () => {
    if (!course) return;
    const title = courses.data?.find((c) => c.slug === course)?.title ?? course;
    setBusy(true);
    const total = formatCount(count);
    const assigned = await forEachFew(
      people,
      (person) => call(api.assign, { body: { trainingSlug: course, ownerId: person.id } }),
      (done) => {
        const progress = formatCount(done);
        setStatus(t({ id: 'users.bulk.assigning', message: `Kurs wird zugewiesen: ${progress} von ${total}` }));
      },
    );
    await refreshCompany(queryClient, companyId);
    setBusy(false);
    const ok = formatCount(assigned);
    setStatus(
      assigned === count
        ? t({ id: 'users.bulk.assigned', message: `„${title}“ wurde ${ok} von ${total} Personen zugewiesen.` })
        : t({
            id: 'users.bulk.assigned_partly',
            message: `„${title}“ wurde ${ok} von ${total} Personen zugewiesen; bei den übrigen ist es fehlgeschlagen. Bitte versuchen Sie es erneut.`,
          }),
    );
  };

  const remove = async () => {
    setBusy(true);
    const total = formatCount(removable.length);
    const removed = await forEachFew(
      removable,
      (person) => deleteEmployee(companyId, person.id),
      (done) => {
        const progress = formatCount(done);
        setStatus(t({ id: 'users.bulk.removing', message: `Personen werden entfernt: ${progress} von ${total}` }));
      },
    );
    await refreshCompany(queryClient, companyId);
    setBusy(false);
    onClear();
    const ok = formatCount(removed);
    setStatus(t({ id: 'users.bulk.removed', message: `${ok} von ${total} Personen entfernt.` }));
  };

  return (
    <section className="bulk-actions card" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="bulk-title">
        {t({
          id: 'users.bulk.title',
          message: plural(count, { one: `${n} Person ausgewählt`, other: `${n} Personen ausgewählt` }),
        })}
      </h2>
      <div className="bulk-row">
        <div className="field">
          <label htmlFor={courseId}>{t({ id: 'users.bulk.course', message: 'Kurs' })}</label>
          <select
            id={courseId}
            value={course}
            onChange={(event) => setCourse(event.target.value as CourseSlug | '')}
            disabled={busy}
          >
            <option value="">{t({ id: 'users.bulk.choose_course', message: 'Kurs wählen …' })}</option>
            {(courses.data ?? []).map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" disabled={busy || !course} onClick={() => void assign()}>
          {t({ id: 'users.bulk.assign', message: 'Zuweisen' })}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy || remind.isPending}
          onClick={() =>
            remind.mutate(
              people.map((p) => p.id),
              {
                onSuccess: (answer) => setStatus(summary(answer)),
                onError: (error) => setStatus(failureMessage(error)),
              },
            )
          }
        >
          {t({ id: 'users.bulk.remind', message: 'Erinnern' })}
        </button>
        <button
          type="button"
          className="button secondary danger"
          disabled={busy || removable.length === 0}
          onClick={() => setRemoving(true)}
        >
          {t({ id: 'users.bulk.remove', message: 'Entfernen' })}
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={onClear}>
          {t({ id: 'users.bulk.clear', message: 'Auswahl aufheben' })}
        </button>
      </div>
      <p className="hint" role="status">
        {status}
      </p>
      <ConfirmDialog
        open={removing}
        title={t({ id: 'users.confirm_title', message: 'Sind Sie sicher?' })}
        text={
          removable.length === count
            ? t({
                id: 'users.bulk.confirm_remove',
                message: plural(removableCount, {
                  one: '# Person und alle ihre Lernstände werden entfernt. Das lässt sich nicht rückgängig machen.',
                  other: '# Personen und alle ihre Lernstände werden entfernt. Das lässt sich nicht rückgängig machen.',
                }),
              })
            : t({
                id: 'users.bulk.confirm_remove_some',
                message: plural(removableCount, {
                  one: '# Person und alle ihre Lernstände werden entfernt; Sie selbst und die Inhaberin oder der Inhaber des Kontos bleiben. Das lässt sich nicht rückgängig machen.',
                  other:
                    '# Personen und alle ihre Lernstände werden entfernt; Sie selbst und die Inhaberin oder der Inhaber des Kontos bleiben. Das lässt sich nicht rückgängig machen.',
                }),
              })
        }
        confirmLabel={t({ id: 'users.bulk.remove', message: 'Entfernen' })}
        busy={busy}
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </section>
  );
}
