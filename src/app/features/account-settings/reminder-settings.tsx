import { DIGEST_LAPSE_DAYS } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { Employee } from '#shared/api/employees.ts';
import { useUpdateEmployee } from './api/update-employee.ts';

/**
 * The person's own switch for reminder mails (decision 085): reminders of open courses and, for
 * employers and managers, the weekly digest. A change is saved at once.
 */
export function ReminderSettings({ me }: { me: Employee }) {
  const { t } = useLingui();
  const update = useUpdateEmployee(me.id);
  const hintId = useId();
  const staff = me.role === 'employer' || me.role === 'manager';
  // The box shows the choice at once (a controlled box would jump back until the answer comes);
  // a refused change shows the saved state again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const change = (remindersEnabled: boolean) => {
    setChosen(remindersEnabled);
    update.mutate(
      { remindersEnabled },
      {
        onSuccess: () =>
          toast.success(
            remindersEnabled
              ? t({ id: 'reminders.own_on', message: 'Erinnerungen sind eingeschaltet.' })
              : t({ id: 'reminders.own_off', message: 'Erinnerungen sind ausgeschaltet.' }),
          ),
        onError: () => setChosen(null),
      },
    );
  };
  return (
    <div className="form">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={chosen ?? me.remindersEnabled}
          disabled={update.isPending}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.checked)}
        />
        <span>{t({ id: 'reminders.own_label', message: 'Erinnerungen per E-Mail erhalten' })}</span>
      </label>
      <p id={hintId} className="hint">
        {t({
          id: 'reminders.own_hint',
          message:
            'Wir erinnern Sie, wenn ein zugewiesener Kurs länger offen ist oder eine Frist naht – höchstens einmal pro Woche.',
        })}
        {staff &&
          ` ${t({
            id: 'reminders.own_hint_staff',
            message: `Außerdem erhalten Sie eine wöchentliche Übersicht, sobald in Ihrem Unternehmen Fristen überschritten sind oder Nachweise in den nächsten ${DIGEST_LAPSE_DAYS} Tagen ablaufen.`,
          })}`}
      </p>
    </div>
  );
}
