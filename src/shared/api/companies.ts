import * as v from 'valibot';
import { isValidPolicyNumber } from '../rules/policy-number.ts';
import { COURSE_SLUGS } from '../courses.ts';
import { SECOND_FACTOR_RULES } from '../rules/second-factor-rule.ts';
import { OneLine, OptionalText } from './common.ts';
import { CourseSlugList } from './company-employees.ts';

export const Address = v.object({
  street: v.nullable(v.string()),
  postCode: v.nullable(v.string()),
  city: v.nullable(v.string()),
});

/** A company as the API shows it (docs/product.md §3). */
export const Company = v.object({
  id: v.number(),
  companyName: v.string(),
  address: Address,
  phoneNumber: v.nullable(v.string()),
  insuranceNumber: v.nullable(v.string()),
  /** Stored number that fails the policy-number rule (docs/product.md R15). */
  insuranceNumberInvalid: v.boolean(),
  employeeCount: v.nullable(v.number()),
  ownerId: v.number(),
  orderProcessingAccepted: v.boolean(),
  isActionsBlocked: v.boolean(),
  blocked: v.boolean(),
  /**
   * The courses every new person gets: an invitation (one by one or an imported list) assigns
   * them together with those it names. Optional when read, for data kept from before.
   */
  onboardingCourses: v.optional(v.array(v.picklist(COURSE_SLUGS)), []),
  /** Whether the company's learners get reminder mails (decision 085). */
  remindersEnabled: v.optional(v.boolean(), true),
  /**
   * Who of the company must sign in with a second factor: nobody, the employer and the managers, or
   * everyone (decision 099). Optional when read, for data kept from before.
   */
  secondFactorRule: v.optional(v.picklist(SECOND_FACTOR_RULES), 'none'),
});
export type Company = v.InferOutput<typeof Company>;

export const InsuranceNumber = v.pipe(v.string(), v.trim(), v.check(isValidPolicyNumber, 'invalid policy number'));

/** PATCH /company/{id}: the company settings; every field optional, empty strings clear. */
export const CompanyPatch = v.pipe(
  v.strictObject({
    companyName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), OneLine)),
    address: v.optional(
      v.strictObject({
        street: v.optional(OptionalText(200)),
        postCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{5})?$/))),
        city: v.optional(OptionalText(100)),
      }),
    ),
    phoneNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[+\d][\d /()-]{3,30}$|^$/))),
    insuranceNumber: v.optional(InsuranceNumber),
    employeeCount: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)))),
    onboardingCourses: v.optional(CourseSlugList),
    remindersEnabled: v.optional(v.boolean()),
    /** Only the company's employer may send it (decision 099). */
    secondFactorRule: v.optional(v.picklist(SECOND_FACTOR_RULES)),
  }),
  v.check((patch) => Object.keys(patch).length > 0, 'nothing to change'),
);
export type CompanyPatch = v.InferOutput<typeof CompanyPatch>;
