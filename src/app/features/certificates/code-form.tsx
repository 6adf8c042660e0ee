import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { FormField } from '../../components/form-field.tsx';
import { normalizeCode } from './certificate-code.ts';

/** A field to check another code; leads to /verify/<code>. */
export function CodeForm({ initial }: { initial: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCode(value);
    if (!code) {
      setError(
        t({
          id: 'verify.code_format',
          message:
            'Bitte geben Sie den Prüfcode so ein, wie er auf dem Zertifikat steht, zum Beispiel ABCD-EFGH-JKMN-PQRS.',
        }),
      );
      return;
    }
    setError(undefined);
    setValue(code);
    navigate(`/verify/${code}`);
  }

  return (
    <form className="card verify-form" noValidate onSubmit={submit}>
      <FormField
        label={t({ id: 'verify.code_label', message: 'Prüfcode' })}
        name="code"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="ABCD-EFGH-JKMN-PQRS"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
        hint={
          <p className="hint">
            {t({ id: 'verify.code_hint', message: 'Sie finden den Prüfcode unten auf dem Zertifikat.' })}
          </p>
        }
      />
      <div className="button-row">
        <button className="button" type="submit">
          {t({ id: 'verify.submit', message: 'Code prüfen' })}
        </button>
      </div>
    </form>
  );
}
