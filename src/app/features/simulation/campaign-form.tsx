import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { berlinToday } from '#shared/berlin-dates.ts';
import { CAMPAIGN_REPEAT_WEEKS, SENDING_HOURS } from '#shared/api/simulation.ts';
import {
  SIMULATION_CATEGORIES,
  SIMULATION_DIFFICULTIES,
  type SimulationCategory,
  type SimulationDifficulty,
} from '#shared/content/simulation-template.ts';
import { FormField } from '../../components/form-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { required, type Errors } from '../../components/validation.ts';
import { toast } from '../../toasts/toast.ts';
import { SIMULATION_GAP_DAYS } from '#shared/rules/simulation-disclosure.ts';
import { useCreateCampaign } from './api/simulation.ts';
import { categoryLabel, difficultyLabel } from './simulation-labels.ts';

type Field = 'name' | 'categories' | 'difficulties' | 'startsOn' | 'windowDays' | 'hourTo';
type Repeat = 'once' | '2' | '4' | '8';

const HOURS = Array.from(
  { length: SENDING_HOURS.latest - SENDING_HOURS.earliest + 1 },
  (_, index) => SENDING_HOURS.earliest + index,
);
const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/**
 * "Kampagne anlegen": name, one-off or every 2/4/8 weeks, categories and difficulties, the first
 * day, how many working days a wave sends on and in which hours. The campaign starts as a draft.
 */
export function CampaignForm() {
  const { t } = useLingui();
  const headingId = useId();
  const create = useCreateCampaign();
  const today = berlinToday(new Date());
  const gapDays = SIMULATION_GAP_DAYS;
  const [name, setName] = useState('');
  const [repeat, setRepeat] = useState<Repeat>('4');
  const [categories, setCategories] = useState<SimulationCategory[]>([]);
  const [difficulties, setDifficulties] = useState<SimulationDifficulty[]>([1, 2]);
  const [startsOn, setStartsOn] = useState('');
  const [windowDays, setWindowDays] = useState('3');
  const [hourFrom, setHourFrom] = useState<number>(SENDING_HOURS.defaultFrom);
  const [hourTo, setHourTo] = useState<number>(SENDING_HOURS.defaultTo);

  const reset = () => {
    setName('');
    setRepeat('4');
    setCategories([]);
    setDifficulties([1, 2]);
    setStartsOn('');
    setWindowDays('3');
    setHourFrom(SENDING_HOURS.defaultFrom);
    setHourTo(SENDING_HOURS.defaultTo);
  };

  const { ref, errors, onSubmit } = useFormSubmit<Field>({
    check: (): Errors<Field> => {
      const days = Number(windowDays);
      return {
        name: required(name),
        categories:
          categories.length === 0
            ? t({ id: 'simulation.campaigns.pick_category', message: 'Bitte wählen Sie mindestens eine Kategorie.' })
            : undefined,
        difficulties:
          difficulties.length === 0
            ? t({
                id: 'simulation.campaigns.pick_difficulty',
                message: 'Bitte wählen Sie mindestens eine Schwierigkeit.',
              })
            : undefined,
        startsOn:
          required(startsOn) ??
          (startsOn < today
            ? t({
                id: 'simulation.campaigns.start_past',
                message: 'Der erste Tag darf nicht in der Vergangenheit liegen.',
              })
            : undefined),
        windowDays:
          Number.isInteger(days) && days >= 1 && days <= 10
            ? undefined
            : t({ id: 'simulation.campaigns.days_range', message: 'Bitte eine Zahl von 1 bis 10.' }),
        hourTo:
          hourTo > hourFrom
            ? undefined
            : t({ id: 'simulation.campaigns.hours_order', message: 'Das Ende muss nach dem Beginn liegen.' }),
      };
    },
    send: () =>
      create
        .mutateAsync({
          name: name.trim(),
          repeatWeeks: repeat === 'once' ? null : (Number(repeat) as 2 | 4 | 8),
          categories: SIMULATION_CATEGORIES.filter((category) => categories.includes(category)),
          difficulties: SIMULATION_DIFFICULTIES.filter((difficulty) => difficulties.includes(difficulty)),
          startsOn,
          windowDays: Number(windowDays),
          hourFrom,
          hourTo,
        })
        .then((campaign) => {
          const created = campaign.name;
          toast.success(
            t({
              id: 'simulation.campaigns.created_toast',
              message: `„${created}“ ist als Entwurf angelegt. Starten Sie die Kampagne, wenn alles bereit ist.`,
            }),
          );
          reset();
        }),
  });

  return (
    <section className="sim-campaign-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{t({ id: 'simulation.campaigns.new', message: 'Kampagne anlegen' })}</h3>
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        <FormField
          label={t({ id: 'simulation.campaigns.name', message: 'Name der Kampagne' })}
          name="name"
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="field radio-group">
          <legend>{t({ id: 'simulation.campaigns.rhythm', message: 'Rhythmus' })}</legend>
          <div className="radio-options">
            {(['once', ...CAMPAIGN_REPEAT_WEEKS.map(String)] as Repeat[]).map((option) => {
              const weeks = option;
              return (
                <label key={option} className="radio">
                  <input
                    type="radio"
                    name="repeat"
                    value={option}
                    checked={repeat === option}
                    onChange={() => setRepeat(option)}
                  />
                  {option === 'once'
                    ? t({ id: 'simulation.campaigns.once', message: 'Einmalig' })
                    : t({ id: 'simulation.campaigns.every', message: `Alle ${weeks} Wochen` })}
                </label>
              );
            })}
          </div>
        </fieldset>
        <CheckboxGroup
          legend={t({ id: 'simulation.campaigns.categories', message: 'Kategorien' })}
          name="categories"
          options={SIMULATION_CATEGORIES.map((category) => [category, categoryLabel(category)] as const)}
          value={categories}
          onChange={setCategories}
          error={errors.categories}
        />
        <CheckboxGroup
          legend={t({ id: 'simulation.scenarios.difficulty', message: 'Schwierigkeit' })}
          name="difficulties"
          options={SIMULATION_DIFFICULTIES.map((difficulty) => [difficulty, difficultyLabel(difficulty)] as const)}
          value={difficulties}
          onChange={setDifficulties}
          error={errors.difficulties}
        />
        <div className="form-grid sim-form-pair">
          <FormField
            label={t({ id: 'simulation.campaigns.starts_on', message: 'Erster Versandtag' })}
            type="date"
            name="startsOn"
            min={today}
            value={startsOn}
            error={errors.startsOn}
            onChange={(event) => setStartsOn(event.target.value)}
          />
          <FormField
            label={t({ id: 'simulation.campaigns.window_days', message: 'Versandtage je Welle (1–10)' })}
            type="number"
            name="windowDays"
            inputMode="numeric"
            min={1}
            max={10}
            value={windowDays}
            error={errors.windowDays}
            onChange={(event) => setWindowDays(event.target.value)}
          />
        </div>
        <div className="form-grid sim-form-pair">
          <HourSelect
            label={t({ id: 'simulation.campaigns.hour_from', message: 'Versand ab' })}
            hours={HOURS.slice(0, -1)}
            value={hourFrom}
            onChange={setHourFrom}
          />
          <HourSelect
            label={t({ id: 'simulation.campaigns.hour_to', message: 'Versand bis' })}
            hours={HOURS.slice(1)}
            value={hourTo}
            onChange={setHourTo}
            error={errors.hourTo}
          />
        </div>
        <p className="hint">
          {t({
            id: 'simulation.campaigns.rules_hint',
            message: `Versand nur an Werktagen (ohne bundesweite Feiertage), jede Person höchstens eine Simulation in ${gapDays} Tagen. Jede Person erhält ein zufälliges freigegebenes Szenario der gewählten Kategorien und Schwierigkeiten in ihrer Sprache.`,
          })}
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={create.isPending} aria-busy={create.isPending}>
            {t({ id: 'simulation.campaigns.create', message: 'Kampagne anlegen' })}
          </button>
        </div>
      </form>
    </section>
  );
}

function CheckboxGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<readonly [V, string]>;
  value: readonly V[];
  onChange: (value: V[]) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="field radio-group sim-checkboxes"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="radio-options">
        {options.map(([option, label]) => (
          <label key={option} className="radio">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, option] : value.filter((chosen) => chosen !== option))
              }
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function HourSelect({
  label,
  hours,
  value,
  onChange,
  error,
}: {
  label: string;
  hours: readonly number[];
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {hours.map((option) => (
          <option key={option} value={option}>
            {hour(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
