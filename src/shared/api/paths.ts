/**
 * The addresses of the calls the service worker makes or caches, without their schemas, so the
 * worker stays small; the endpoint declarations use the same constants (endpoints/progress.ts,
 * endpoints/courses.ts).
 */

/** Where the API lives on the portal's origin. */
export const API_BASE = '/api';

export const SAVE_PROGRESS_PATH = '/progress/save-progress';

export const TRAINING_MATERIAL_PATH = '/trainings/get-training/:slug';

/** "Gelesen und verstanden" of a policy version, sent from the device's queue too (decision 108). */
export const CONFIRM_POLICY_PATH = '/policies/confirm';
