import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { canOfferInstall, dismissInstallOffer, install, subscribeInstallOffer } from '../offline/install-prompt.ts';

/**
 * Offers to install the portal as an app while the person is learning (the moment it helps:
 * courses then open from the home screen and work without a network). Shown once until dismissed.
 */
export function InstallOffer() {
  const { t } = useLingui();
  const offered = useSyncExternalStore(subscribeInstallOffer, canOfferInstall);
  if (!offered) return null;
  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <p>
        <strong id="install-offer-title">{t({ id: 'install.title', message: 'Als App installieren' })}</strong>{' '}
        {t({
          id: 'install.text',
          message: 'Öffnen Sie Ihre Kurse vom Startbildschirm und lernen Sie auch ohne Internetverbindung weiter.',
        })}
      </p>
      <div className="button-row">
        <button type="button" className="button small" onClick={() => void install()}>
          {t({ id: 'install.accept', message: 'Installieren' })}
        </button>
        <button type="button" className="button secondary small" onClick={dismissInstallOffer}>
          {t({ id: 'install.dismiss', message: 'Nicht jetzt' })}
        </button>
      </div>
    </aside>
  );
}
