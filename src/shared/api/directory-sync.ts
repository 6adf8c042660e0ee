import * as v from 'valibot';
import { OneLine } from './common.ts';

/** Most group names the employer maps to the manager role, and how long one may be. */
export const DIRECTORY_MANAGER_GROUPS_MAX = 20;
export const DIRECTORY_GROUP_NAME_MAX = 256;

/** GET /directory-sync: the company's SCIM connection as the employer sees it (decision 107). */
export const DirectorySyncStatus = v.object({
  /** The SCIM base URL to give the identity provider ("Tenant URL" in Entra ID). */
  baseUrl: v.string(),
  /** Whether a token works now. */
  tokenActive: v.boolean(),
  tokenCreatedAt: v.nullable(v.string()),
  lastUsedAt: v.nullable(v.string()),
  /** Group display names whose members become managers; empty: roles stay as set by hand. */
  managerGroups: v.array(v.string()),
  /** How many of the company's people the directory keeps. */
  managedPeople: v.number(),
});
export type DirectorySyncStatus = v.InferOutput<typeof DirectorySyncStatus>;

/** POST /directory-sync/token: the new token, shown this once; any older one has stopped. */
export const DirectorySyncToken = v.object({
  token: v.string(),
  status: DirectorySyncStatus,
});
export type DirectorySyncToken = v.InferOutput<typeof DirectorySyncToken>;

/** PUT /directory-sync/manager-groups: the group names, each once (any case), trimmed. */
export const SetManagerGroupsRequest = v.strictObject({
  managerGroups: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(DIRECTORY_GROUP_NAME_MAX), OneLine)),
    v.maxLength(DIRECTORY_MANAGER_GROUPS_MAX),
    v.check((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'each group once'),
  ),
});
export type SetManagerGroupsRequest = v.InferOutput<typeof SetManagerGroupsRequest>;
