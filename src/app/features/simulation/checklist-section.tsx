import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { berlinToday } from '#shared/berlin-dates.ts';
import type { SimulationBooking, WorksCouncilChoice } from '#shared/api/simulation.ts';
import { formatDateTime } from '../../components/format-dates.ts';
import { formatDay } from '../../components/format-day.ts';
import { FormField } from '../../components/form-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { required } from '../../components/validation.ts';
import { toast } from '../../toasts/toast.ts';
import { useConfirmChecklist, useSendAnnouncement } from './api/simulation.ts';
import { StaffTexts } from './simulation-texts.tsx';

type Checklist = SimulationBooking['checklist'];

/** Confirmed for the text of the checklist as it is now: an older confirmation counts as open. */
const current = (item: { version: string } | null, version: string) => item !== null && item.version === version;

/** "Staff informed" counts only for the announcement and privacy notice as they are now, too. */
const staffCurrent = (checklist: Checklist, versions: SimulationBooking['versions']) =>
  current(checklist.staffInformed, versions.checklist) &&
  checklist.staffInformed?.announcementVersion === versions.announcement &&
  checklist.staffInformed.noticeVersion === versions.notice;

/**
 * A ticked item's line: when, and what was said; an outdated one asks to confirm again.
 * `textsChanged`: confirmed for the checklist as it is, but the staff's texts changed since.
 */
function Confirmed({
  item,
  version,
  textsChanged = false,
  children,
}: {
  item: { at: string; version: string } | null;
  version: string;
  textsChanged?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  if (item === null) return null;
  if (textsChanged && item.version === version) {
    return (
      <p className="notice">
        {t({
          id: 'simulation.checklist.staff_texts_changed',
          message:
            'Die Ankündigung und die Datenschutzhinweise wurden seit Ihrer Bestätigung überarbeitet; sie nennen jetzt auch die Meldeadresse Ihres Unternehmens. Bitte informieren Sie Ihre Mitarbeitenden mit den neuen Fassungen und bestätigen Sie diesen Punkt dann erneut.',
        })}
      </p>
    );
  }
  if (item.version !== version) {
    return (
      <p className="notice">
        {t({
          id: 'simulation.checklist.outdated',
          message: 'Die Texte haben sich seit Ihrer Bestätigung geändert. Bitte bestätigen Sie diesen Punkt erneut.',
        })}
      </p>
    );
  }
  const at = formatDateTime(item.at);
  return (
    <p className="sim-confirmed">
      <span className="badge success">{t({ id: 'simulation.checklist.done', message: 'Erledigt' })}</span>{' '}
      {t({ id: 'simulation.checklist.confirmed_at', message: `Bestätigt am ${at}` })}
      {children}
    </p>
  );
}

/**
 * "Voraussetzungen vor dem ersten Start" (decision 096): staff informed (with the announcement, the
 * privacy notice and the announcement's mail to everyone), works council, data protection officer.
 * Each confirmation carries the checklist's text version. Managers see the state only.
 */
export function ChecklistSection({
  booking,
  companyName,
  mayChange,
}: {
  booking: SimulationBooking;
  companyName: string;
  mayChange: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { checklist, versions } = booking;
  const done =
    (staffCurrent(checklist, versions) ? 1 : 0) +
    [checklist.worksCouncil, checklist.dataProtectionOfficer].filter((item) => current(item, versions.checklist))
      .length;
  const confirm = useConfirmChecklist();
  const confirmed = () => toast.success(t({ id: 'simulation.checklist.saved', message: 'Bestätigung gespeichert.' }));

  return (
    <section className="card stack" aria-labelledby={headingId} id="voraussetzungen" tabIndex={-1}>
      <div className="sim-section-head">
        <h2 id={headingId}>
          {t({ id: 'simulation.checklist.heading', message: 'Voraussetzungen vor dem ersten Start' })}
        </h2>
        {checklist.complete ? (
          <span className="badge success">
            {t({ id: 'simulation.checklist.complete', message: 'Alle Voraussetzungen erfüllt' })}
          </span>
        ) : (
          <span className="badge warning">
            {t({ id: 'simulation.checklist.progress', message: `${done} von 3 erledigt` })}
          </span>
        )}
      </div>
      <p className="hint">
        {mayChange
          ? t({
              id: 'simulation.checklist.intro',
              message:
                'Bevor die erste Kampagne starten kann, bestätigen Sie diese drei Punkte. Jede Bestätigung wird mit Datum gespeichert.',
            })
          : t({
              id: 'simulation.checklist.intro_readonly',
              message:
                'Bevor die erste Kampagne starten kann, bestätigt die Inhaberin oder der Inhaber des Arbeitgeberkontos diese drei Punkte.',
            })}
      </p>
      <ol className="sim-checklist">
        <li>
          <StaffInformed
            checklist={checklist}
            versions={versions}
            companyName={companyName}
            reportAddress={booking.reportAddress}
            mayChange={mayChange}
            busy={confirm.isPending}
            onConfirm={() =>
              confirm
                .mutateAsync({ item: 'staffInformed', version: versions.checklist })
                .then(confirmed, () => undefined)
            }
          />
        </li>
        <li>
          <WorksCouncil
            checklist={checklist}
            version={versions.checklist}
            mayChange={mayChange}
            busy={confirm.isPending}
            onSave={(choice, date) =>
              confirm.mutateAsync({ item: 'worksCouncil', version: versions.checklist, choice, date }).then(confirmed)
            }
          />
        </li>
        <li>
          <h3>
            {t({
              id: 'simulation.checklist.dpo_heading',
              message: 'Datenschutzbeauftragte oder Datenschutzbeauftragter informiert',
            })}
          </h3>
          <p>
            {t({
              id: 'simulation.checklist.dpo_text',
              message:
                'Beziehen Sie Ihre Datenschutzbeauftragte oder Ihren Datenschutzbeauftragten vor der ersten Kampagne ein und prüfen Sie, ob eine Datenschutz-Folgenabschätzung nötig ist. Haben Sie niemanden benannt, bestätigen Sie, dass Sie dies geprüft haben.',
            })}
          </p>
          <Confirmed item={checklist.dataProtectionOfficer} version={versions.checklist} />
          {mayChange && !current(checklist.dataProtectionOfficer, versions.checklist) && (
            <div className="button-row">
              <button
                type="button"
                className="button secondary"
                disabled={confirm.isPending}
                onClick={() =>
                  void confirm
                    .mutateAsync({ item: 'dataProtectionOfficer', version: versions.checklist })
                    .then(confirmed, () => undefined)
                }
              >
                {t({ id: 'simulation.checklist.dpo_confirm', message: 'Bestätigen: Datenschutz ist einbezogen' })}
              </button>
            </div>
          )}
        </li>
      </ol>
    </section>
  );
}

function StaffInformed({
  checklist,
  versions,
  companyName,
  reportAddress,
  mayChange,
  busy,
  onConfirm,
}: {
  checklist: Checklist;
  versions: SimulationBooking['versions'];
  companyName: string;
  reportAddress: string | null;
  mayChange: boolean;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const send = useSendAnnouncement();
  const [sent, setSent] = useState<number | null>(null);
  const count = sent ?? 0;
  const upToDate = staffCurrent(checklist, versions);
  return (
    <>
      <h3>{t({ id: 'simulation.checklist.staff_heading', message: 'Mitarbeitende vorab informiert' })}</h3>
      <p>
        {t({
          id: 'simulation.checklist.staff_text',
          message:
            'Informieren Sie alle Mitarbeitenden vor der ersten Kampagne über die Simulationen. Dafür stehen eine Ankündigung und Datenschutzhinweise bereit.',
        })}
      </p>
      <div>
        <StaffTexts companyName={companyName} reportAddress={reportAddress} />
      </div>
      {mayChange && (
        <>
          <p className="hint">
            {t({
              id: 'simulation.checklist.announcement_hint',
              message:
                'Die Ankündigung können Sie hier an alle aktiven Mitarbeitenden senden, jeweils in ihrer Sprache. Die Datenschutzhinweise sind nicht Teil der E-Mail: Stellen Sie sie selbst bereit, etwa im Intranet.',
            })}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button secondary"
              disabled={send.isPending}
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: ({ sent }) => setSent(sent),
                })
              }
            >
              {t({ id: 'simulation.checklist.announcement_send', message: 'Ankündigung an alle senden' })}
            </button>
          </div>
        </>
      )}
      <div role="status">
        {sent !== null && (
          <p className="sim-sent">
            {t({
              id: 'simulation.checklist.announcement_sent',
              message: plural(count, {
                0: 'Die Ankündigung ging an niemanden: Es gibt noch keine aktiven Mitarbeitenden.',
                one: 'Die Ankündigung wurde an # Person gesendet.',
                other: 'Die Ankündigung wurde an # Personen gesendet.',
              }),
            })}
          </p>
        )}
      </div>
      <Confirmed item={checklist.staffInformed} version={versions.checklist} textsChanged={!upToDate} />
      {mayChange && !upToDate && (
        <div className="button-row">
          <button type="button" className="button secondary" disabled={busy} onClick={() => void onConfirm()}>
            {t({ id: 'simulation.checklist.staff_confirm', message: 'Bestätigen: Mitarbeitende sind informiert' })}
          </button>
        </div>
      )}
    </>
  );
}

function WorksCouncil({
  checklist,
  version,
  mayChange,
  busy,
  onSave,
}: {
  checklist: Checklist;
  version: string;
  mayChange: boolean;
  busy: boolean;
  onSave: (choice: WorksCouncilChoice, date: string | null) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const saved = checklist.worksCouncil;
  const [choice, setChoice] = useState<WorksCouncilChoice | ''>(saved?.choice ?? '');
  const [date, setDate] = useState(saved?.date ?? '');
  // Once confirmed for the current text, the choice is shown as a sentence; the form comes on request.
  const [editing, setEditing] = useState(false);
  const confirmed = current(saved, version);
  const today = berlinToday(new Date());
  const { ref, errors, setErrors, onSubmit } = useFormSubmit<'choice' | 'date'>({
    check: () => ({
      choice: choice
        ? undefined
        : t({ id: 'simulation.checklist.council_choose', message: 'Bitte wählen Sie eine Angabe aus.' }),
      date:
        choice === 'agreement' || choice === 'informed'
          ? (required(date) ??
            (date > today
              ? t({ id: 'simulation.checklist.council_future', message: 'Das Datum darf nicht in der Zukunft liegen.' })
              : undefined))
          : undefined,
    }),
    send: () => onSave(choice as WorksCouncilChoice, choice === 'none' ? null : date).then(() => setEditing(false)),
  });
  const labels: Record<WorksCouncilChoice, string> = {
    none: t({ id: 'simulation.checklist.council_none', message: 'Es gibt keinen Betriebsrat' }),
    agreement: t({ id: 'simulation.checklist.council_agreement', message: 'Betriebsvereinbarung geschlossen' }),
    informed: t({ id: 'simulation.checklist.council_informed', message: 'Betriebsrat unterrichtet' }),
  };
  const savedDay = saved?.date ? formatDay(saved.date, i18n.locale) : '';
  const savedText =
    saved === null
      ? ''
      : saved.choice === 'none'
        ? labels.none
        : saved.choice === 'agreement'
          ? t({ id: 'simulation.checklist.council_agreement_on', message: `Betriebsvereinbarung vom ${savedDay}` })
          : t({ id: 'simulation.checklist.council_informed_on', message: `Betriebsrat unterrichtet am ${savedDay}` });

  return (
    <>
      <h3>{t({ id: 'simulation.checklist.council_heading', message: 'Betriebsrat' })}</h3>
      <p>
        {t({
          id: 'simulation.checklist.council_text',
          message:
            'Hat der Betriebsrat ein Mitbestimmungsrecht (§ 87 Abs. 1 Nr. 6 BetrVG), starten Sie erst, wenn es gewahrt ist. Die bloße Unterrichtung ersetzt die Mitbestimmung nicht.',
        })}
      </p>
      <Confirmed item={saved} version={version}>
        {': '}
        {savedText}
      </Confirmed>
      {mayChange && confirmed && !editing && (
        <div className="button-row">
          <button type="button" className="button secondary small" onClick={() => setEditing(true)}>
            {t({ id: 'simulation.checklist.council_change', message: 'Angabe ändern' })}
          </button>
        </div>
      )}
      {mayChange && (!confirmed || editing) && (
        <form ref={ref} className="form sim-council" noValidate onSubmit={onSubmit}>
          <fieldset
            className="field radio-group"
            role="radiogroup"
            aria-required
            aria-invalid={errors.choice ? true : undefined}
            aria-describedby={errors.choice ? `${id}-choice-error` : undefined}
          >
            <legend>{t({ id: 'simulation.checklist.council_legend', message: 'Stand beim Betriebsrat' })}</legend>
            <div className="sim-radio-column">
              {(['none', 'agreement', 'informed'] as const).map((option) => (
                <label key={option} className="radio">
                  <input
                    type="radio"
                    name={`${id}-council`}
                    value={option}
                    checked={choice === option}
                    onChange={() => {
                      setChoice(option);
                      setErrors({});
                    }}
                  />
                  {labels[option]}
                </label>
              ))}
            </div>
            {errors.choice && (
              <p id={`${id}-choice-error`} className="field-error">
                {errors.choice}
              </p>
            )}
          </fieldset>
          {(choice === 'agreement' || choice === 'informed') && (
            <FormField
              label={
                choice === 'agreement'
                  ? t({ id: 'simulation.checklist.council_agreement_date', message: 'Datum der Betriebsvereinbarung' })
                  : t({ id: 'simulation.checklist.council_informed_date', message: 'Datum der Unterrichtung' })
              }
              type="date"
              name="date"
              required
              max={today}
              value={date}
              error={errors.date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
          <div className="button-row">
            <button type="submit" className="button secondary" disabled={busy}>
              {t({ id: 'simulation.checklist.council_save', message: 'Angabe bestätigen' })}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
