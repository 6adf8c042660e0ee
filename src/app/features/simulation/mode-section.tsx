import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PERSON_LINK_MONTHS, PSEUDONYMOUS_TEXT_VERSION } from '#shared/api/simulation-pseudonymous.ts';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDate } from '../../components/format-dates.ts';
import { toast } from '../../toasts/toast.ts';
import { useSetSimulationMode } from './api/simulation.ts';

/**
 * "Auswertung" (decision 102): anonymous by default; the employer may switch to the pseudonymous
 * mode after two confirmations, and back, which deletes every person's history at once. Managers
 * read the mode. Either way the company sees only its figures, never a name.
 */
export function ModeSection({ booking, mayChange }: { booking: SimulationBooking; mayChange: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const mode = booking.pseudonymous;
  const since = mode ? formatDate(mode.at) : '';
  const months = PERSON_LINK_MONTHS;

  return (
    <section className="card stack" aria-labelledby={headingId} id="mode" tabIndex={-1}>
      <div className="sim-section-head">
        <h2 id={headingId}>{t({ id: 'simulation.mode.heading', message: 'Auswertung' })}</h2>
        <span className={mode ? 'badge' : 'badge success'}>
          {mode
            ? t({ id: 'simulation.mode.pseudonymous', message: 'Pseudonym' })
            : t({ id: 'simulation.mode.anonymous', message: 'Anonym' })}
        </span>
      </div>
      {mode ? (
        <p>
          {t({
            id: 'simulation.mode.pseudonymous_text',
            message: `Seit ${since} sieht jede Person unter „Meine Simulationen“ ihre eigenen Simulationen: Datum, Szenario, wie sie reagiert hat und den passenden Kurs. Die nächste Simulation richtet sich nach ihrem Verlauf und wiederholt kein Szenario. Sie selbst sehen weiterhin nur die Zahlen des Unternehmens, nie einen Namen. Nach ${months} Monaten wird jeder Eintrag gelöscht.`,
          })}
        </p>
      ) : (
        <p>
          {t({
            id: 'simulation.mode.anonymous_text',
            message:
              'Kein Ergebnis ist einer Person zugeordnet, auch nicht für die Person selbst. Sie sehen nur die Zahlen des Unternehmens.',
          })}
        </p>
      )}
      {mayChange && (mode ? <SwitchOff /> : <SwitchOn />)}
    </section>
  );
}

/** The two confirmations, then on. */
function SwitchOn() {
  const { t } = useLingui();
  const setMode = useSetSimulationMode();
  const [worksCouncil, setWorksCouncil] = useState<'agreement' | 'none' | null>(null);
  const [staffTold, setStaffTold] = useState(false);
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const councilLabels = {
    agreement: t({
      id: 'simulation.mode.works_council_agreement',
      message: 'Eine Betriebsvereinbarung erlaubt die Zuordnung der Ergebnisse zu Personen.',
    }),
    none: t({ id: 'simulation.mode.works_council_none', message: 'Es gibt keinen Betriebsrat.' }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (worksCouncil === null || !staffTold) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setMode.mutate(
      { mode: 'pseudonymous', version: PSEUDONYMOUS_TEXT_VERSION, worksCouncil, staffTold: true },
      {
        onSuccess: () =>
          toast.success(t({ id: 'simulation.mode.switched_on', message: 'Der pseudonyme Modus ist eingeschaltet.' })),
      },
    );
  };

  return (
    <details className="sim-details">
      <summary>{t({ id: 'simulation.mode.offer', message: 'Pseudonymen Modus einschalten' })}</summary>
      <form className="form stack" onSubmit={submit} noValidate>
        <p>
          {t({
            id: 'simulation.mode.offer_text',
            message:
              'Im pseudonymen Modus wird jede Simulation der Person zugeordnet, die sie erhalten hat. Nur diese Person sieht ihre Ergebnisse. Nach einem Klick kann sie den passenden Kurs gleich öffnen, und die nächste Simulation passt sich ihrem Stand an.',
          })}
        </p>
        <fieldset
          className="field radio-group"
          aria-invalid={missing && worksCouncil === null ? true : undefined}
          aria-describedby={missing ? errorId : undefined}
        >
          <legend>{t({ id: 'simulation.mode.works_council', message: 'Betriebsrat' })}</legend>
          <div className="sim-radio-column">
            {(['agreement', 'none'] as const).map((option) => (
              <label key={option} className="radio">
                <input
                  type="radio"
                  name="worksCouncil"
                  checked={worksCouncil === option}
                  onChange={() => setWorksCouncil(option)}
                />
                {councilLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={staffTold}
            aria-invalid={missing && !staffTold ? true : undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => setStaffTold(event.target.checked)}
          />
          {t({
            id: 'simulation.mode.staff_told',
            message:
              'Die Mitarbeitenden wissen, dass ihre Ergebnisse ihnen zugeordnet werden und dass nur sie selbst sie sehen.',
          })}
        </label>
        {missing && (
          <p className="field-error" id={errorId}>
            {t({
              id: 'simulation.mode.confirm_both',
              message:
                'Bitte wählen Sie eine Angabe zum Betriebsrat und bestätigen Sie, dass die Mitarbeitenden informiert sind.',
            })}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button secondary" disabled={setMode.isPending}>
            {t({ id: 'simulation.mode.switch_on', message: 'Pseudonymen Modus einschalten' })}
          </button>
        </div>
      </form>
    </details>
  );
}

/** Back to anonymous, after a question: every person's history goes at once. */
function SwitchOff() {
  const { t } = useLingui();
  const setMode = useSetSimulationMode();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="button-row">
        <button type="button" className="button secondary" onClick={() => setAsking(true)}>
          {t({ id: 'simulation.mode.switch_off', message: 'Zurück zum anonymen Modus' })}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t({ id: 'simulation.mode.switch_off_title', message: 'Zurück zum anonymen Modus' })}
        text={t({
          id: 'simulation.mode.switch_off_text',
          message:
            'Alle Zuordnungen von Simulationen zu Personen werden sofort gelöscht; auch die Personen selbst sehen ihren Verlauf danach nicht mehr. Die Zahlen des Unternehmens bleiben erhalten.',
        })}
        confirmLabel={t({ id: 'simulation.mode.switch_off_confirm', message: 'Zuordnungen löschen' })}
        busy={setMode.isPending}
        onConfirm={() =>
          setMode
            .mutateAsync({ mode: 'anonymous' })
            .then(() =>
              toast.success(
                t({ id: 'simulation.mode.switched_off', message: 'Die Simulation wird wieder anonym ausgewertet.' }),
              ),
            )
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}
