import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only where a reader expects it: after the @ and before a dot,
 * never inside a name (review 4-3: "ursula.meier.12@firma- / 2.example").
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className="email-text">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
