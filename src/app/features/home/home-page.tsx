import { useLingui } from '@lingui/react/macro';

/**
 * / and /admin: the navigation guard sends every signed-in person on to their role's start page
 * (docs/product.md §2), so this shows only for the moment before it does.
 */
export default function HomePage() {
  const { t } = useLingui();
  return <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;
}
