import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CourseSlug } from '#shared/courses.ts';
import { coursesQuery } from '../api/queries.ts';

/**
 * The 12 courses as checkboxes, in a fieldset with a legend, with "all" and "none" shortcuts: the
 * courses of an invitation, the courses every new person gets. `className` lays them out. Courses
 * in `fixed` are given anyway (an invitation's onboarding courses): ticked, and cannot be unticked.
 */
export function CourseCheckboxes({
  legend,
  hideLegend = false,
  value,
  fixed = [],
  onChange,
  disabled = false,
  className = 'course-choice',
}: {
  legend: string;
  hideLegend?: boolean;
  value: readonly CourseSlug[];
  fixed?: readonly CourseSlug[];
  onChange: (slugs: CourseSlug[]) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { data: courses = [] } = useQuery(coursesQuery(i18n.locale));
  const toggle = (slug: CourseSlug, on: boolean) =>
    onChange(on ? [...value, slug] : value.filter((chosen) => chosen !== slug));
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      <div className="button-row">
        <button type="button" className="button secondary small" onClick={() => onChange(courses.map((c) => c.slug))}>
          {t({ id: 'users.invite.all_courses', message: 'Alle' })}
        </button>
        <button type="button" className="button secondary small" onClick={() => onChange([])}>
          {t({ id: 'users.invite.no_courses', message: 'Keine' })}
        </button>
      </div>
      {courses.map((course) => (
        <label key={course.slug} className="checkbox">
          <input
            type="checkbox"
            checked={value.includes(course.slug) || fixed.includes(course.slug)}
            disabled={fixed.includes(course.slug)}
            onChange={(e) => toggle(course.slug, e.target.checked)}
          />
          <span>{course.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
