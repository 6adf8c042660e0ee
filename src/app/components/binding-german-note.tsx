import { useLingui } from '@lingui/react/macro';

/**
 * Above a legal text that exists only in German (the agreement): in any other language the reader is
 * told why it is German. In German there is nothing to say.
 */
export function BindingGermanNote() {
  const { t, i18n } = useLingui();
  if (i18n.locale === 'de') return null;
  return (
    <p className="notice">
      {t({
        id: 'legal.binding_german',
        message: 'Verbindlich ist der deutsche Text dieses Vertrags; er wird deshalb auf Deutsch angezeigt.',
      })}
    </p>
  );
}
