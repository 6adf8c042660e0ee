import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatCount } from '../../components/format-count.ts';
import { LoadError } from '../../components/load-error.tsx';
import { matchesSearch } from '../../components/person-search.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { ShowMore, useShowMore } from '../../components/show-more.tsx';
import { toast } from '../../toasts/toast.ts';
import { peopleQuery, useSetExcluded } from './api/simulation.ts';
import { EmailText } from '../../components/email-text.tsx';

/**
 * "Personen": who a simulated mail may reach (active, not left out, at a verified domain) and the
 * switch that leaves a person out, no reason asked (decision 096).
 */
export function PeopleSection() {
  const { t } = useLingui();
  const headingId = useId();
  const people = useQuery(peopleQuery);
  const setExcluded = useSetExcluded();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const all = people.data?.people ?? [];
  const matching = all.filter((person) => matchesSearch(person, needle));
  const { visible, hidden, showMore, view } = useShowMore(matching, needle);
  const recipients = formatCount(people.data?.recipients ?? 0);
  const total = all.length;
  const columnExcluded = t({ id: 'simulation.people.excluded', message: 'Nicht in Simulationen' });

  return (
    <section className="card stack" aria-labelledby={headingId} id="people" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.people.heading', message: 'Personen' })}</h2>
      {people.error ? (
        <LoadError error={people.error} onRetry={() => void people.refetch()} />
      ) : !people.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <>
          <p className="sim-recipients">
            <strong>
              {t({
                id: 'simulation.people.recipients',
                message: plural(total, {
                  one: `${recipients} von # Person kann simulierte E-Mails erhalten.`,
                  other: `${recipients} von # Personen können simulierte E-Mails erhalten.`,
                }),
              })}
            </strong>
          </p>
          <p className="hint">
            {t({
              id: 'simulation.people.intro',
              message:
                'Eine simulierte E-Mail erhält, wer aktiv ist, nicht ausgenommen ist und eine Adresse unter einer bestätigten Domain hat. Personen nehmen Sie ohne Angabe von Gründen aus, etwa nach einem Widerspruch.',
            })}
          </p>
          {total > 10 && (
            <SearchField
              label={t({ id: 'simulation.people.search', message: 'Personen suchen' })}
              placeholder={t({ id: 'simulation.people.search_placeholder', message: 'Name oder E-Mail-Adresse' })}
              value={search}
              onChange={setSearch}
            />
          )}
          <ScrollArea label={t({ id: 'simulation.people.table', message: 'Personen und Simulationen' })}>
            <table className="data-table cards-on-phone">
              <caption className="visually-hidden">
                {t({ id: 'simulation.people.table', message: 'Personen und Simulationen' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'admin.column.name', message: 'Name' })}</th>
                  <th scope="col">{t({ id: 'admin.column.email', message: 'E-Mail' })}</th>
                  <th scope="col">{t({ id: 'simulation.people.domain', message: 'Domain' })}</th>
                  <th scope="col">{t({ id: 'simulation.people.participation', message: 'Teilnahme' })}</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((person) => {
                  const name = `${person.firstname} ${person.lastname}`;
                  return (
                    <tr key={person.id}>
                      <th scope="row">{name}</th>
                      <td className="email-cell">
                        <EmailText email={person.email} />
                      </td>
                      <td>
                        {person.domainVerified ? (
                          <span className="badge success">
                            {t({ id: 'simulation.people.domain_verified', message: 'Domain bestätigt' })}
                          </span>
                        ) : (
                          <span className="badge warning">
                            {t({ id: 'simulation.people.domain_unverified', message: 'Domain nicht bestätigt' })}
                          </span>
                        )}
                      </td>
                      <td>
                        <label className="checkbox sim-exclude">
                          <input
                            type="checkbox"
                            checked={person.excluded}
                            disabled={setExcluded.isPending}
                            onChange={(event) => {
                              const excluded = event.target.checked;
                              setExcluded.mutate(
                                { id: person.id, excluded },
                                {
                                  onSuccess: () =>
                                    toast.success(
                                      excluded
                                        ? t({
                                            id: 'simulation.people.excluded_toast',
                                            message: `${name} erhält keine simulierten E-Mails mehr.`,
                                          })
                                        : t({
                                            id: 'simulation.people.included_toast',
                                            message: `${name} ist wieder in Simulationen einbezogen.`,
                                          }),
                                    ),
                                },
                              );
                            }}
                          />
                          <span>
                            {columnExcluded}
                            <span className="visually-hidden">: {name}</span>
                          </span>
                        </label>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollArea>
          {matching.length === 0 && (
            <p className="empty">{t({ id: 'simulation.people.none', message: 'Keine Person gefunden.' })}</p>
          )}
          <ShowMore key={view} shown={visible.length} hidden={hidden} onMore={showMore} />
        </>
      )}
    </section>
  );
}
