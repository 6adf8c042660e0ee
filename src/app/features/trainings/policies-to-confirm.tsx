import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { myPoliciesQuery } from '../../api/queries.ts';

/**
 * On "Meine Schulungen": the company's policies the person has not yet confirmed, with the way to
 * "Richtlinien" (decision 108). Nothing when there are none (or the list cannot be had).
 */
export function PoliciesToConfirm({ userId }: { userId: number }) {
  const { t } = useLingui();
  const policies = useQuery(myPoliciesQuery(userId));
  const open = (policies.data ?? []).filter((policy) => policy.confirmedAt === null).length;
  if (open === 0) return null;
  return (
    <p className="card policies-to-confirm">
      {open === 1
        ? t({
            id: 'trainings.policies_one',
            message: 'Eine Richtlinie Ihres Unternehmens wartet auf Ihre Bestätigung.',
          })
        : t({
            id: 'trainings.policies',
            message: `${open} Richtlinien Ihres Unternehmens warten auf Ihre Bestätigung.`,
          })}{' '}
      <Link href="/policies">{t({ id: 'trainings.policies_link', message: 'Zu den Richtlinien' })}</Link>
    </p>
  );
}
