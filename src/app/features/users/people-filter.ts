import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import type { PersonProgress } from '#shared/api/progress.ts';

/** What the people list shows: everyone, or one state of their courses or invitation. */
export const PEOPLE_FILTERS = ['all', 'open', 'passed', 'noCourses', 'invited'] as const;
export type PeopleFilter = (typeof PEOPLE_FILTERS)[number];

/**
 * Whether a person is in the filter's group. Without their progress (still loading) their assigned
 * courses count as not passed.
 */
export function matchesFilter(person: CompanyEmployee, progress: PersonProgress | undefined, filter: PeopleFilter) {
  const assigned = progress?.assignedCount ?? person.assignedCourseList.length;
  const passed = progress?.passedCount ?? 0;
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return assigned > 0 && passed < assigned;
    case 'passed':
      return assigned > 0 && passed >= assigned;
    case 'noCourses':
      return assigned === 0;
    case 'invited':
      return person.invitation !== 'accepted';
  }
}
