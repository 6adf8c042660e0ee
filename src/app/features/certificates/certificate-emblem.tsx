/**
 * The badge beside a certificate's status: a seal with a check mark once it is earned, otherwise a
 * ring filled to the share of courses passed (decorative; the text says the same).
 */
export function CertificateEmblem({ earned, share }: { earned: boolean; share: number }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg className="certificate-emblem" data-earned={earned} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle className="certificate-emblem-track" cx="32" cy="32" r={radius} />
      <circle
        className="certificate-emblem-fill"
        cx="32"
        cy="32"
        r={radius}
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - (earned ? 1 : Math.min(1, Math.max(0, share))))}
        transform="rotate(-90 32 32)"
      />
      {earned ? (
        <path className="certificate-emblem-check" d="M21 33l8 8 15-17" />
      ) : (
        <path className="certificate-emblem-ribbon" d="M24 24h16v12l-8 6-8-6z" />
      )}
    </svg>
  );
}
