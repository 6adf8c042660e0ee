import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { publicConfigQuery } from '../api/queries.ts';

/** Contact links: Impressum, privacy notes and a mail link (docs/product.md §2). */
export function FooterLinks() {
  const { data: config } = useQuery(publicConfigQuery);
  return (
    <footer className="footer">
      <Link href="/impressum">
        <Trans id="footer.impressum">Impressum</Trans>
      </Link>
      <Link href="/datenschutzhinweise">
        <Trans id="footer.privacy">Datenschutzhinweise</Trans>
      </Link>
      <Link href="/order-data-processing">
        <Trans id="footer.agreement">Auftragsverarbeitung</Trans>
      </Link>
      {config && <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>}
    </footer>
  );
}
