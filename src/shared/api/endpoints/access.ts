import { CUSTOMER_ROLES, ROLES } from '../../constants.ts';

/** Who may call an endpoint: the access rules the groups share. */

/** No token: public calls (sign-in, links, liveness). */
export const ANYONE = { token: 'none' } as const;
/** Any signed-in person, admins included. */
export const EVERY_ROLE = { token: 'session', roles: ROLES } as const;
/** The customers' people: employer, managers, employees. */
export const LEARNERS = { token: 'session', roles: CUSTOMER_ROLES } as const;
/** Those who act on a company's people: its employer and managers. */
export const STAFF = { token: 'session', roles: ['employer', 'manager'] } as const;
/** The provider's admins. */
export const ADMIN = { token: 'session', roles: ['admin'] } as const;
/** The account's owner: the employer alone (booking, launching, exclusions). */
export const EMPLOYER = { token: 'session', roles: ['employer'] } as const;
