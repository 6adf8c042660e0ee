import { INVITATION_TTL_SECONDS, type Lang } from '#shared/constants.ts';
import { issueSingleUseTokens } from '../identity/tokens.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { addresseeOf, brandingOf, invitationMail, type Addressee } from '../mail/templates.ts';

/**
 * Issuing invitations (docs/product.md R32): a single-use link to set a password (14 days; a
 * person's older link dies) and the invitation mail, for one person or a whole employee list, in a
 * few statements per thousand people. The employer's invitation, its resend, the admin's activation
 * link and the list import all go through here.
 */

/** Who the mail says invites, for which company, and the mail's language. */
export type InvitationSender = { name: string; companyName: string; lang: Lang };

export type Invitee = Addressee & { id: number; email: string };

const BATCH = 1000;

/** The address an invitation opens: the sign-in page with the link and the person's address filled in. */
export function invitationUrl(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/login/${token}?email=${encodeURIComponent(email)}`;
}

/** Issues each person a new invitation link and puts their mail in the outbox, in the caller's transaction. */
export async function issueInvitations(
  trx: Db,
  deps: Pick<AppDeps, 'config' | 'mail'>,
  people: readonly Invitee[],
  sender: InvitationSender,
  now: Date,
): Promise<void> {
  const brand = brandingOf(deps.config);
  for (let start = 0; start < people.length; start += BATCH) {
    const batch = people.slice(start, start + BATCH);
    const tokens = await issueSingleUseTokens(
      trx,
      batch.map((person) => person.id),
      'invitation',
      INVITATION_TTL_SECONDS,
      now,
    );
    await deps.mail.enqueueMany(
      trx,
      batch.map((person, i) => ({
        to: person.email,
        ...invitationMail(sender.lang, brand, {
          ...addresseeOf(person),
          inviterName: sender.name,
          companyName: sender.companyName,
          url: invitationUrl(deps.config.publicUrl, tokens[i]!, person.email),
        }),
      })),
    );
  }
}
