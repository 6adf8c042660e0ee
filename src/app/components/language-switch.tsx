import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Lang } from '#shared/constants.ts';
import { chooseLanguage } from '../api/account-language.ts';
import { LanguageSelect } from './language-select.tsx';

/**
 * Switches the language: loads the other catalogue, stores the choice with the account of a
 * signed-in customer (docs/product.md §4; offline it waits on the device until it can be sent),
 * and refetches what is shown in the old language.
 */
export function LanguageSwitch({ label }: { label?: string } = {}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();

  async function change(lang: Lang) {
    if (lang === i18n.locale) return;
    await chooseLanguage(lang);
    await queryClient.invalidateQueries({ queryKey: ['training'] });
  }

  // With a `label` the switch is a labelled form field (account settings); else the compact header one.
  return (
    <div className={label ? 'field language-switch' : 'language-switch'}>
      <label htmlFor={id} className={label ? undefined : 'visually-hidden'}>
        {label ?? t({ id: 'menu.language', message: 'Sprache' })}
      </label>
      <LanguageSelect id={id} value={i18n.locale} onChange={(lang) => void change(lang)} />
    </div>
  );
}
