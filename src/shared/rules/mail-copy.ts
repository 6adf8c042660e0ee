/** The part of an address after the last @, in lower case. */
const domainOf = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/**
 * Whether a copy of a portal mail may go to `cc` (docs/decisions/067-bounded-portal-mail.md): only
 * to an address of the sender's own domain or of the insurer's, never to strangers in bulk.
 */
export function copyAllowed(cc: string, ownEmail: string, insurerEmail: string): boolean {
  const domain = domainOf(cc);
  return domain !== '' && (domain === domainOf(ownEmail) || domain === domainOf(insurerEmail));
}
