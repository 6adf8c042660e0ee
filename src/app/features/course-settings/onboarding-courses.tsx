import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { Course } from '#shared/api/courses.ts';
import type { CourseSlug } from '#shared/courses.ts';
import { companyQuery } from '../../api/queries.ts';
import { updateCompany } from './api/company-settings.ts';
import { CourseCheckboxes } from '../../components/course-checkboxes.tsx';

/**
 * The courses every new person gets (decision 082): an invitation, one by one or from an imported
 * list, assigns them by itself. The employer chooses; managers see the choice.
 */
export function OnboardingCourses({
  companyId,
  courses,
  mayChange,
}: {
  companyId: number;
  courses: Course[];
  mayChange: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const company = useQuery({ ...companyQuery(companyId), enabled: companyId > 0 });
  const saved = company.data?.onboardingCourses;
  // Null until the employer ticks a box: until then the boxes show what is saved.
  const [edited, setEdited] = useState<Set<CourseSlug> | null>(null);
  const chosen = edited ?? new Set(saved ?? []);

  const changed = saved !== undefined && (saved.length !== chosen.size || saved.some((slug) => !chosen.has(slug)));

  const save = useMutation({
    mutationFn: (onboardingCourses: CourseSlug[]) => updateCompany(companyId, { onboardingCourses }),
    onSuccess: async (_, onboardingCourses) => {
      await queryClient.invalidateQueries({ queryKey: ['company', companyId, 'details'] });
      setEdited(null);
      toast.success(
        t({
          id: 'onboarding.saved',
          message: plural(onboardingCourses.length, {
            0: 'Gespeichert: Neue Mitarbeitende erhalten keine Kurse automatisch.',
            one: 'Gespeichert: Neue Mitarbeitende erhalten # Kurs automatisch.',
            other: 'Gespeichert: Neue Mitarbeitende erhalten # Kurse automatisch.',
          }),
        }),
      );
    },
  });
  const saving = save.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // In the portal's order, as the list shows them.
    save.mutate(courses.map((c) => c.slug).filter((slug) => chosen.has(slug)));
  };

  if (!company.data || courses.length === 0) return null;
  return (
    <section className="card onboarding-courses" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'onboarding.heading', message: 'Kurse für neue Mitarbeitende' })}</h2>
      <p className="hint">
        {mayChange
          ? t({
              id: 'onboarding.intro',
              message:
                'Diese Kurse erhält jede neue Person automatisch, sobald Sie sie einladen – einzeln oder über eine Mitarbeiterliste. In der Einladung gewählte Kurse kommen hinzu.',
            })
          : t({
              id: 'onboarding.intro_readonly',
              message:
                'Diese Kurse erhält jede neue Person automatisch mit der Einladung. Die Auswahl trifft die Arbeitgeberin oder der Arbeitgeber.',
            })}
      </p>
      {/* Collapsed: twelve boxes would push the courses far down on a phone. */}
      <details>
        <summary>
          {t({
            id: 'onboarding.summary',
            message: plural(saved?.length ?? 0, {
              0: 'Noch keine Kurse gewählt – Auswahl öffnen',
              one: '# Kurs gewählt – Auswahl öffnen',
              other: '# Kurse gewählt – Auswahl öffnen',
            }),
          })}
        </summary>
        <form onSubmit={onSubmit}>
          <CourseCheckboxes
            className="onboarding-choice"
            legend={t({ id: 'onboarding.heading', message: 'Kurse für neue Mitarbeitende' })}
            hideLegend
            value={[...chosen]}
            onChange={(slugs) => setEdited(new Set(slugs))}
            disabled={!mayChange || saving}
          />
          {mayChange && (
            <button type="submit" className="button" disabled={!changed || saving}>
              {t({ id: 'onboarding.save', message: 'Auswahl speichern' })}
            </button>
          )}
        </form>
      </details>
    </section>
  );
}
