import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { meQuery } from '../api/queries.ts';

const dismissedKey = (userId: number) => `second-factor-offer-dismissed-${userId}`;

function dismissedBefore(userId: number): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers the employer a second factor on their start page (decision 099): their account opens the
 * whole company's data. Shown until they have one or say "not now" on this device.
 */
export function SecondFactorOffer({ userId }: { userId: number }) {
  const { t } = useLingui();
  const me = useQuery(meQuery(userId));
  const [dismissed, setDismissed] = useState(() => dismissedBefore(userId));
  if (dismissed || !me.data || me.data.hasSecondFactor) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(userId), '1');
    } catch {
      // A full or refused storage only shows the offer again next time.
    }
    setDismissed(true);
  };
  return (
    <aside className="install-offer" aria-labelledby="second-factor-offer-title">
      <p>
        <strong id="second-factor-offer-title">
          {t({ id: 'second_factor.offer_title', message: 'Schützen Sie Ihr Unternehmenskonto' })}
        </strong>{' '}
        {t({
          id: 'second_factor.offer_text',
          message:
            'Mit einem zweiten Faktor kommt niemand allein mit Ihrem Passwort an die Daten Ihres Unternehmens. Die Einrichtung dauert zwei Minuten.',
        })}
      </p>
      <div className="button-row">
        <Link href="/sign-in-security" className="button small">
          {t({ id: 'second_factor.offer_accept', message: 'Zweiten Faktor einrichten' })}
        </Link>
        <button type="button" className="button secondary small" onClick={dismiss}>
          {t({ id: 'install.dismiss', message: 'Nicht jetzt' })}
        </button>
      </div>
    </aside>
  );
}
