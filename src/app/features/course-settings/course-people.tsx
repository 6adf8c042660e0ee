import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import { matchesSearch } from '../../components/person-search.ts';
import { SearchField } from '../../components/search-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { ShowMore, useShowMore } from '../../components/show-more.tsx';
import { PersonDeadline } from './person-deadline.tsx';

type Holding = 'all' | 'assigned' | 'notAssigned';

/**
 * The people of one course card, for assigning the course one by one. Rendered only while the card's
 * "Einzelne Personen" is open; searchable, filtered by whether they have the course, and shown 50 at
 * a time, so a company of 5,000 never puts 60,000 checkboxes on the page.
 */
export function CoursePeople({
  people,
  holders,
  deadlines,
  onToggle,
  onDeadline,
}: {
  people: CompanyEmployee[];
  holders: ReadonlySet<number>;
  /** Each holder's deadline, yyyy-mm-dd, by person id. */
  deadlines: ReadonlyMap<number, string>;
  /** Sets (or with null removes) one holder's deadline; answers whether it went through. */
  onDeadline: (person: CompanyEmployee, dueOn: string | null) => Promise<boolean>;
  /** Settles once the server's answer is shown (the course list read again). */
  onToggle: (person: CompanyEmployee, assign: boolean) => Promise<void>;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [holding, setHolding] = useState<Holding>('all');
  // A ticked box shows its new state at once, until the server's list says the same (or refuses).
  const [ticking, setTicking] = useState<ReadonlyMap<number, boolean>>(new Map());
  const toggle = (person: CompanyEmployee, assign: boolean) => {
    setTicking((before) => new Map(before).set(person.id, assign));
    void onToggle(person, assign).finally(() =>
      setTicking((before) => {
        // A later click on the same box waits for its own answer.
        if (before.get(person.id) !== assign) return before;
        const after = new Map(before);
        after.delete(person.id);
        return after;
      }),
    );
  };
  const needle = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () =>
      people.filter(
        (person) =>
          matchesSearch(person, needle) && (holding === 'all' || holders.has(person.id) === (holding === 'assigned')),
      ),
    [people, needle, holding, holders],
  );
  const page = useShowMore(shown, `${needle}|${holding}`);

  return (
    <div className="stack course-people">
      <div className="toolbar">
        <SearchField
          label={t({ id: 'course_settings.search', message: 'Personen suchen' })}
          value={search}
          onChange={setSearch}
          placeholder={t({ id: 'users.search_placeholder', message: 'Name oder E-Mail-Adresse' })}
        />
        <SelectField
          label={t({ id: 'course_settings.filter', message: 'Anzeigen' })}
          value={holding}
          onChange={setHolding}
          options={[
            ['all', t({ id: 'course_settings.filter.all', message: 'Alle Personen' })],
            ['assigned', t({ id: 'course_settings.filter.assigned', message: 'Mit diesem Kurs' })],
            ['notAssigned', t({ id: 'course_settings.filter.not_assigned', message: 'Ohne diesen Kurs' })],
          ]}
        />
      </div>
      <p className="hint" role="status">
        {t({ id: 'course_settings.hits', message: plural(shown.length, { one: '# Treffer', other: '# Treffer' }) })}
      </p>
      <ul className="plain-list">
        {page.visible.map((person) => (
          <li key={person.id} className="course-person">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={ticking.get(person.id) ?? holders.has(person.id)}
                onChange={(event) => toggle(person, event.target.checked)}
              />
              <span>
                {person.firstname} {person.lastname}
              </span>
            </label>
            {holders.has(person.id) && !ticking.has(person.id) && (
              <PersonDeadline
                name={`${person.firstname} ${person.lastname}`}
                dueOn={deadlines.get(person.id)}
                onChange={(dueOn) => onDeadline(person, dueOn)}
              />
            )}
          </li>
        ))}
      </ul>
      <ShowMore key={page.view} shown={page.visible.length} hidden={page.hidden} onMore={page.showMore} />
    </div>
  );
}
