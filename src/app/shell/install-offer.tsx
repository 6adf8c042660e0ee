import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { dismissInstallOffer, install, installWay, subscribeInstallOffer } from '../offline/install-prompt.ts';

/**
 * Offers to install the portal as an app while the person is learning (the moment it helps:
 * courses then open from the home screen and work without a network). Where the browser offers no
 * install (Safari on iPhone and iPad), it names the two taps instead. Shown until dismissed.
 */
export function InstallOffer() {
  const { t } = useLingui();
  const way = useSyncExternalStore(subscribeInstallOffer, installWay);
  if (way === null) return null;
  if (way === 'homeScreen') {
    return (
      <aside className="install-offer" aria-labelledby="install-offer-title">
        <p>
          <strong id="install-offer-title">{t({ id: 'install.title', message: 'Als App installieren' })}</strong>{' '}
          {t({
            id: 'install.ios_steps',
            message:
              'Tippen Sie in Safari unten auf „Teilen“ (das Quadrat mit dem Pfeil nach oben) und dann auf „Zum Home-Bildschirm“. Danach öffnen Sie Ihre Kurse vom Home-Bildschirm, auch ohne Internetverbindung.',
          })}
        </p>
        <div className="button-row">
          <button type="button" className="button secondary small" onClick={dismissInstallOffer}>
            {t({ id: 'install.understood', message: 'Verstanden' })}
          </button>
        </div>
      </aside>
    );
  }
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
