import * as v from 'valibot';
import { CertificateQuery, CertificateVerification } from '../certificates.ts';
import { Id, IdParam } from '../common.ts';
import { CourseList } from '../courses.ts';
import { ResetCompanyProgressRequest, ResetCompanyProgressResponse } from '../progress-reset.ts';
import {
  CompanyProgress,
  CourseProgress,
  CreateProgressRequest,
  MyProgressList,
  SaveProgressRequest,
  SaveProgressResponse,
} from '../progress.ts';
import { CompanyStatistics, OverallStatistics, OverallStatisticsQuery } from '../statistics.ts';
import { TrainingAssignmentRequest, TrainingChangeResponse, TrainingForAllRequest } from '../training-assignments.ts';
import { TrainingMaterial, TrainingMaterialQuery } from '../trainings.ts';
import { CUSTOMER_ROLES, ROLES } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';

const LEARNERS = { token: 'session', roles: CUSTOMER_ROLES } as const;
const STAFF = { token: 'session', roles: ['employer', 'manager'] } as const;

/** Courses, their assignment, the learner's progress, certificates and statistics. */
export const learningEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: '/trainings',
    summary: 'The 12 courses, each with who of the caller’s company has it',
    tag: 'Courses',
    access: { token: 'session', roles: ROLES },
    response: CourseList,
  }),
  trainingMaterial: endpoint({
    method: 'GET',
    path: '/trainings/get-training/:slug',
    summary: 'One course’s material and quiz pool in a language (ETag, 304 when unchanged)',
    tag: 'Courses',
    access: LEARNERS,
    revalidates: true,
    // Any text: a slug that names no course is 404, as an unknown path is.
    params: v.object({ slug: v.string() }),
    query: TrainingMaterialQuery,
    response: TrainingMaterial,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/trainings/assign',
    summary: 'Assign a course to people of the company',
    tag: 'Courses',
    access: STAFF,
    body: TrainingAssignmentRequest,
    response: TrainingChangeResponse,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/trainings/revoke',
    summary: 'Take a course from people of the company',
    tag: 'Courses',
    access: STAFF,
    body: TrainingAssignmentRequest,
    response: TrainingChangeResponse,
  }),
  assignToAll: endpoint({
    method: 'POST',
    path: '/trainings/assign-to-all',
    summary: 'Assign a course to everyone in the company',
    tag: 'Courses',
    access: STAFF,
    body: TrainingForAllRequest,
    response: TrainingChangeResponse,
  }),
  revokeForAll: endpoint({
    method: 'POST',
    path: '/trainings/revoke-for-all',
    summary: 'Take a course from everyone in the company',
    tag: 'Courses',
    access: STAFF,
    body: TrainingForAllRequest,
    response: TrainingChangeResponse,
  }),
  myProgress: endpoint({
    method: 'GET',
    path: '/progress/get-progress',
    summary: 'The caller’s progress in every course begun',
    tag: 'Progress',
    access: LEARNERS,
    response: MyProgressList,
  }),
  singleProgress: endpoint({
    method: 'GET',
    path: '/progress/get-single-progress/:id',
    summary: 'One progress record: the own, or (employer, managers) one of the company',
    tag: 'Progress',
    access: LEARNERS,
    params: IdParam,
    response: CourseProgress,
  }),
  createProgress: endpoint({
    method: 'POST',
    path: '/progress/create-progress',
    summary: 'Begin an assigned course (or get the progress already begun)',
    tag: 'Progress',
    access: LEARNERS,
    body: CreateProgressRequest,
    response: CourseProgress,
  }),
  saveProgress: endpoint({
    method: 'POST',
    path: '/progress/save-progress',
    summary: 'Save a step of a course: slide, time, exercise, quiz attempt (idempotent by operation id)',
    description:
      'Devices send saves made offline later; each carries its own operation id, so a save sent twice counts once.',
    tag: 'Progress',
    access: LEARNERS,
    body: SaveProgressRequest,
    response: SaveProgressResponse,
  }),
  companyProgress: endpoint({
    method: 'GET',
    path: '/progress/get-company-progress',
    summary: 'Every person’s progress in the caller’s company',
    tag: 'Progress',
    access: STAFF,
    response: CompanyProgress,
  }),
  resetCompanyProgress: endpoint({
    method: 'POST',
    path: '/progress/reset-company-progress',
    summary: 'Start the company’s e-learning anew (archives all progress)',
    tag: 'Progress',
    access: { token: 'session', roles: ['employer', 'admin'] },
    body: ResetCompanyProgressRequest,
    response: ResetCompanyProgressResponse,
  }),
  personalCertificate: endpoint({
    method: 'GET',
    path: '/certificates/personal/:userId{[0-9]+}',
    summary: 'A person’s certificate as a PDF, once all assigned courses are passed',
    tag: 'Certificates',
    access: LEARNERS,
    params: v.object({ userId: Id }),
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  companyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/company',
    summary: 'The company certificate as a PDF, proof for the insurer',
    tag: 'Certificates',
    access: STAFF,
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/verify/:code',
    summary: 'Check a certificate’s code (public)',
    tag: 'Certificates',
    access: { token: 'none' },
    // Any text: a malformed code is answered `valid: false`, as an unknown one is.
    params: v.object({ code: v.string() }),
    response: CertificateVerification,
  }),
  companyStatistics: endpoint({
    method: 'GET',
    path: '/statistics/get-company-stats',
    summary: 'The caller’s company in figures, per course and overall',
    tag: 'Statistics',
    access: STAFF,
    response: CompanyStatistics,
  }),
  overallStatistics: endpoint({
    method: 'GET',
    path: '/statistics/get-overall-stats',
    summary: 'All companies in figures (admins)',
    tag: 'Statistics',
    access: { token: 'session', roles: ['admin'] },
    query: OverallStatisticsQuery,
    response: OverallStatistics,
  }),
} as const;
