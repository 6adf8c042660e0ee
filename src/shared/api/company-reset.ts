import * as v from 'valibot';
import { JsonId } from './company-employees.ts';

/**
 * POST /progress/reset-company-progress: archives the company's course progress (docs/product.md R17).
 * The employer may do it once in COMPANY_RESET_INTERVAL_DAYS; admins at any time.
 */
export const ResetCompanyProgressRequest = v.strictObject({ companyId: JsonId });
export type ResetCompanyProgressRequest = v.InferOutput<typeof ResetCompanyProgressRequest>;

export const ResetCompanyProgressResponse = v.object({
  success: v.literal(true),
  /** Progress rows archived by this reset. */
  archived: v.number(),
  resetAt: v.string(),
  /** From when the employer may reset again. */
  nextResetAt: v.string(),
});
export type ResetCompanyProgressResponse = v.InferOutput<typeof ResetCompanyProgressResponse>;
