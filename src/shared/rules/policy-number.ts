/**
 * Policy or customer number (docs/product.md §5): "AS-" and exactly 10 digits, not a placeholder.
 * Empty is allowed (the number is filled in later).
 */
const POLICY_NUMBER = /^AS-\d{10}$/;

const PLACEHOLDER_DIGITS = new Set([
  ...Array.from({ length: 10 }, (_, digit) => String(digit).repeat(10)),
  '1234567890',
  '1234567899',
  '9876543210',
  '9876543211',
]);

export function isValidPolicyNumber(value: string): boolean {
  if (value === '') return true;
  return POLICY_NUMBER.test(value) && !PLACEHOLDER_DIGITS.has(value.slice(3));
}

/** A stored number that is present and passes the rule (the completeness check needs both). */
export function isFilledPolicyNumber(value: string | null | undefined): boolean {
  return Boolean(value) && isValidPolicyNumber(value ?? '');
}
