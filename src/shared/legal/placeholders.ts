import type { PublicConfig } from '../api/public-config.ts';

/** Where the legal texts' {{placeholders}} come from: the configured provider, brand and address. */
export type LegalIdentity = Pick<PublicConfig, 'provider' | 'brandName' | 'publicUrl'>;

/**
 * The values the legal texts' {{placeholders}} take. The app fills the pages from GET /public-config
 * and the server fills the agreement PDF from its configuration with this one mapping, so the page
 * and the file always say the same.
 */
export function placeholderValues(config: LegalIdentity): Record<string, string> {
  const p = config.provider;
  return {
    providerName: p.name,
    providerAddress: p.address,
    providerRepresentative: p.representative,
    providerRegister: p.register,
    providerVatId: p.vatId,
    providerEmail: p.email,
    providerPhone: p.phone,
    dataProtectionContact: p.dataProtectionContact,
    supervisoryAuthority: p.supervisoryAuthority,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
  };
}

/** The column headings of Annex 1 (the sub-processors), in the order of `Subprocessor`'s fields. */
export const ANNEX1_COLUMNS = [
  'Unternehmen',
  'Anschrift/Land',
  'Ort der Verarbeitung',
  'Beschreibung der Leistung',
  'Vertragliche Grundlage',
] as const;
