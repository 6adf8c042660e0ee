import { Link } from 'wouter';

/** The portal's logo (public/logo.svg, part of the theme) linking to the start page. */
export function Logo({ label }: { label: string }) {
  return (
    <Link href="/" className="logo">
      <img src="/logo.svg" alt="" width="36" height="36" />
      <span>{label}</span>
    </Link>
  );
}
