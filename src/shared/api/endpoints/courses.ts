import * as v from 'valibot';
import { CourseList } from '../courses.ts';
import { TrainingMaterial, TrainingMaterialQuery } from '../trainings.ts';
import { ROLES } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';
import { LEARNERS } from './access.ts';
import { TRAINING_MATERIAL_PATH } from '../paths.ts';

/** The 12 courses and their material. */
export const coursesEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: '/trainings',
    summary: 'The 12 courses, each with who of the caller’s company has it',
    description:
      'Titles and summaries in the request’s language. `employees` lists who has the course: the whole ' +
      'company for the employer and managers, only the caller for an employee, nobody for an admin; ' +
      '`active` is whether the caller has it. `dueAgainSince` and `lastPassedAt` are the caller’s own yearly ' +
      'cycle: when their last pass of the course lapsed, while no new pass counts, and when it was made.',
    tag: 'Courses',
    access: { token: 'session', roles: ROLES },
    response: CourseList,
  }),
  trainingMaterial: endpoint({
    method: 'GET',
    path: TRAINING_MATERIAL_PATH,
    summary: 'One course’s material in a language (ETag, 304 when unchanged)',
    description:
      '`lang` picks the language (none: the request’s; one the portal lacks: German). `{{itContact}}` and ' +
      '`{{insurerHotline}}` are filled from configuration, pictures are `/courses/<slug>/<file>?v=<hash>` ' +
      'URLs that may be cached for a year. The quiz is not part of it (`quizPoolSize` says how many ' +
      'questions the pool holds): each attempt’s questions come from draw-quiz, and the server scores ' +
      'attempts itself. Made once per process and sent with an `ETag` (`If-None-Match` → ' +
      '304), Brotli or gzip and `Cache-Control: private, max-age=300`; an unknown slug is 404.',
    tag: 'Courses',
    access: LEARNERS,
    revalidates: true,
    // Any text: a slug that names no course is 404, as an unknown path is.
    params: v.object({ slug: v.string() }),
    query: TrainingMaterialQuery,
    response: TrainingMaterial,
  }),
} as const;
