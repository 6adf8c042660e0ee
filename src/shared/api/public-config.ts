import * as v from 'valibot';

/**
 * GET /public-config: what the app shows from the server's configuration before anyone signs in
 * (brand, contact, the provider's identity for the legal pages, the video addresses). `itContact`:
 * whom people report a suspicious mail to, per language (the courses' and the simulation texts'
 * `{{itContact}}`). `adminSignIn`: the admins' identity provider's button on /admin/login, null without
 * one (ADMIN_OIDC_*).
 */
export const PublicConfig = v.object({
  brandName: v.string(),
  contact: v.object({ email: v.string(), phone: v.string() }),
  provider: v.object({
    name: v.string(),
    address: v.string(),
    representative: v.string(),
    register: v.string(),
    vatId: v.string(),
    email: v.string(),
    phone: v.string(),
    dataProtectionContact: v.string(),
    supervisoryAuthority: v.string(),
  }),
  videos: v.object({ registration: v.string(), firstSteps: v.string() }),
  agreementVersion: v.string(),
  publicUrl: v.string(),
  itContact: v.object({ de: v.string(), en: v.string() }),
  adminSignIn: v.nullable(v.object({ name: v.string() })),
  subprocessors: v.array(
    v.object({ company: v.string(), address: v.string(), region: v.string(), service: v.string(), basis: v.string() }),
  ),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;
