/** One action of the access section: what it is, what it does, and its button. */
export function AccessAction({
  title,
  text,
  label,
  danger = false,
  busy,
  onClick,
}: {
  title: string;
  text: string;
  label: string;
  danger?: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <p>
        <strong>{title}</strong>
        {text}
      </p>
      <button
        type="button"
        className={danger ? 'button secondary danger' : 'button secondary'}
        disabled={busy}
        onClick={onClick}
      >
        {label}
      </button>
    </li>
  );
}
