import * as v from 'valibot';
import { CUSTOMER_ROLES, EMPLOYER_PAGE_SIZE } from '../constants.ts';

/**
 * The LoopBack-style `filter` of GET /employee and the `where` of GET /employee/count (docs/product.md
 * §7, "Admin on employers"). Both arrive as JSON text in the query string and are parsed
 * against this whitelist: known fields, known operators, one relation, bounded numbers. Anything
 * else is refused with 400, so nothing of a filter reaches SQL unchecked. Admin accounts are
 * never listed here (they are GET /appuser).
 */

/** Longest accepted `filter` or `where` text. */
export const FILTER_MAX_LENGTH = 2000;
/** Most values of one `inq` list. */
export const FILTER_MAX_IN = 1000;
/** Largest `skip`: far beyond any real list, small enough to keep a query bounded. */
export const FILTER_MAX_SKIP = 1_000_000;
/** The one relation GET /employee can include: the employer's company. */
export const EMPLOYEE_RELATIONS = ['ownsOneCompany'] as const;
/** Fields a list may be ordered by; `id` is always added last, so pages never overlap. */
export const EMPLOYEE_ORDER_FIELDS = ['id', 'createdAt', 'lastname', 'firstname', 'email'] as const;
export type EmployeeOrderField = (typeof EMPLOYEE_ORDER_FIELDS)[number];

const FilterId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const FilterRole = v.picklist(CUSTOMER_ROLES);
const inList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item), v.minLength(1), v.maxLength(FILTER_MAX_IN));

/** `5`, `{eq: 5}`, `{inq: [5, 6]}` or a range `{gt, gte, lt, lte}` (any of them together). */
const IdCondition = v.union([
  FilterId,
  v.pipe(
    v.strictObject({
      eq: v.optional(FilterId),
      inq: v.optional(inList(FilterId)),
      gt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647))),
      gte: v.optional(FilterId),
      lt: v.optional(FilterId),
      lte: v.optional(FilterId),
    }),
    v.check((condition) => Object.keys(condition).length > 0, 'an operator is needed'),
  ),
]);

/** `'employer'`, `{eq: 'employer'}`, `{neq: 'employee'}` or `{inq: ['manager', 'employee']}`. */
const RoleCondition = v.union([
  FilterRole,
  v.pipe(
    v.strictObject({
      eq: v.optional(FilterRole),
      neq: v.optional(FilterRole),
      inq: v.optional(inList(FilterRole)),
    }),
    v.check((condition) => Object.keys(condition).length > 0, 'an operator is needed'),
  ),
]);

const CompanyCondition = v.union([
  FilterId,
  v.strictObject({ eq: FilterId }),
  v.strictObject({ inq: inList(FilterId) }),
]);

/** The fields a `where` may name; all given conditions must hold. */
export const EmployeeWhere = v.strictObject({
  id: v.optional(IdCondition),
  role: v.optional(RoleCondition),
  companyId: v.optional(CompanyCondition),
  locked: v.optional(v.boolean()),
  active: v.optional(v.boolean()),
});
export type EmployeeWhere = v.InferOutput<typeof EmployeeWhere>;

const Relation = v.picklist(EMPLOYEE_RELATIONS);
const Include = v.union([
  Relation,
  v.strictObject({ relation: Relation }),
  v.pipe(v.array(v.union([Relation, v.strictObject({ relation: Relation })])), v.maxLength(EMPLOYEE_RELATIONS.length)),
]);

const OrderEntry = v.pipe(
  v.string(),
  v.regex(new RegExp(`^(${EMPLOYEE_ORDER_FIELDS.join('|')})( (ASC|DESC|asc|desc))?$`), 'unknown order'),
  v.transform((text) => {
    const [field, direction = 'ASC'] = text.split(' ');
    return { field: field as EmployeeOrderField, direction: direction.toLowerCase() as 'asc' | 'desc' };
  }),
);

/** The whole filter as JSON: `where`, `include`, `limit` (1 to 1000, default 1000), `skip` (or `offset`), `order`. */
export const EmployeeFilter = v.pipe(
  v.strictObject({
    where: v.optional(EmployeeWhere, {}),
    include: v.optional(Include),
    limit: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EMPLOYER_PAGE_SIZE)),
      EMPLOYER_PAGE_SIZE,
    ),
    skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FILTER_MAX_SKIP))),
    offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FILTER_MAX_SKIP))),
    order: v.optional(v.union([OrderEntry, v.pipe(v.array(OrderEntry), v.maxLength(EMPLOYEE_ORDER_FIELDS.length))])),
  }),
  v.transform(({ where, include, limit, skip, offset, order }) => ({
    where,
    includeCompany: include !== undefined,
    limit,
    skip: skip ?? offset ?? 0,
    order: order === undefined ? [] : Array.isArray(order) ? order : [order],
  })),
);
/** What the app writes (`JSON.stringify` of it goes into `?filter=`). */
export type EmployeeFilterInput = v.InferInput<typeof EmployeeFilter>;
export type EmployeeFilter = v.InferOutput<typeof EmployeeFilter>;

/** JSON text in a query parameter, bounded, then checked with `schema`; bad JSON is a validation error. */
const jsonText = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.string(),
    v.maxLength(FILTER_MAX_LENGTH, `at most ${FILTER_MAX_LENGTH} characters`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'not JSON' });
        return NEVER;
      }
    }),
    schema,
  );

/** GET /employee?filter=<JSON>. Without a filter: the first 1000 customers by id. */
export const EmployeeListQuery = v.strictObject({
  filter: v.optional(jsonText(EmployeeFilter), '{}'),
});

/** GET /employee/count?where=<JSON> → `{count}`. Without `where`: every customer. */
export const EmployeeCountQuery = v.strictObject({
  where: v.optional(jsonText(EmployeeWhere), '{}'),
});
export const EmployeeCountResponse = v.object({ count: v.number() });
export type EmployeeCountResponse = v.InferOutput<typeof EmployeeCountResponse>;
