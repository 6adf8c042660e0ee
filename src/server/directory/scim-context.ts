import type { AppEnv } from '../http/types.ts';

/** Who a SCIM request acts for: the company of the token, as the token check found it (decision 107). */
export type ScimContext = {
  companyId: number;
  /** The employer: visible to the directory, never changed by it. */
  ownerId: number | null;
  managerGroups: string[];
  /** The company's SCIM base URL, for `location` and `$ref`. */
  base: string;
  clientAddress: string;
  now: Date;
};

/** The SCIM router's variables: the app's, and the company the token opened. */
export type ScimEnv = { Variables: AppEnv['Variables'] & { scim: ScimContext } };
