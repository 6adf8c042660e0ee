import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PASSWORD_STRENGTH_LEVELS } from '#shared/rules/password.ts';
import { scorePassword } from './password-score.ts';

/** Typing pauses this long before the indicator asks for a score: no work on every keystroke. */
const SCORE_AFTER_MS = 150;

export function usePasswordScore(password: string, userInputs: string[]): number | undefined {
  // The score belongs to the password it was computed for; a newer password shows none until scored.
  const [scored, setScored] = useState<{ key: string; score: number }>();
  const key = [password, ...userInputs].join('\u0000');
  useEffect(() => {
    let current = true;
    const [value = '', ...inputs] = key.split('\u0000');
    const timer = setTimeout(() => {
      if (value) void scorePassword(value, inputs).then((score) => current && setScored({ key, score }));
    }, SCORE_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return password && scored?.key === key ? scored.score : undefined;
}

/** The strength indicator: five bars and the label of the level (docs/product.md §5). */
export function PasswordStrength({
  password,
  userInputs = [],
  id,
}: {
  password: string;
  userInputs?: string[];
  id: string;
}) {
  const { t } = useLingui();
  const score = usePasswordScore(password, userInputs);
  const labels: Record<(typeof PASSWORD_STRENGTH_LEVELS)[number], string> = {
    veryWeak: t({ id: 'password.strength.very_weak', message: 'sehr schwach' }),
    weak: t({ id: 'password.strength.weak', message: 'schwach' }),
    medium: t({ id: 'password.strength.medium', message: 'mittel' }),
    strong: t({ id: 'password.strength.strong', message: 'stark' }),
    veryStrong: t({ id: 'password.strength.very_strong', message: 'sehr stark' }),
  };
  const level = score === undefined ? undefined : PASSWORD_STRENGTH_LEVELS[score];
  return (
    <div className="strength" id={id} aria-live="polite">
      <div className="strength-bar" data-score={score ?? ''} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className="hint">
        {t({ id: 'password.strength.label', message: 'Passwortstärke:' })} {level ? labels[level] : '–'}
      </p>
    </div>
  );
}
