/**
 * Blocked actions (docs/product.md R12): while a company's employer has not accepted the
 * data-processing agreement, its employer, managers and employees may make only these calls;
 * the server refuses every other call with 403 ACTIONS_BLOCKED (`common.is_actions_blocked`).
 * Paths are relative to /api/; `:name` stands for a numeric id. A new call is blocked unless it
 * is added here.
 */
export const ALLOWED_WHILE_BLOCKED = [
  // signing in and out, invitation and reset links
  'POST /employee/login',
  'POST /employee/logout',
  'POST /employee/create-employer',
  'POST /employee/reset',
  'POST /employee/reset-password',
  'POST /employee/change-password',
  // account settings, language, video flag and the agreement itself
  'GET /employee/:id',
  'PATCH /employee/:id',
  'GET /employee/:id/ownsOneCompany',
  'POST /employee/supervisor-data/:id',
  'GET /company/:id',
  'PATCH /company/:id',
  // legal pages and the agreement PDF, public configuration, health
  'GET /files/agreement',
  'GET /public-config',
  'GET /health',
] as const;
export type AllowedWhileBlocked = (typeof ALLOWED_WHILE_BLOCKED)[number];

const PATTERNS = ALLOWED_WHILE_BLOCKED.map((entry) => {
  const [method = '', path = ''] = entry.split(' ');
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[0-9]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, path: new RegExp(`^${source}$`) };
});

/** Whether a blocked customer may still make this call; `path` is relative to /api/. */
export function isAllowedWhileBlocked(method: string, path: string): boolean {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const normalized = path.replace(/\/+$/, '') || '/';
  return PATTERNS.some((pattern) => pattern.method === verb && pattern.path.test(normalized));
}
