import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { OverallStatistics } from '#shared/api/statistics.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import { formatCount } from '../../components/format-count.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';

/** "2026-03" as the reader's short month: "März 26" or "Mar 26". */
function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return dateFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** Room a month's name needs under the columns ("Sept. 26"), and a count above one, in CSS pixels. */
const LABEL_PX = 60;
const COUNT_PX = 22;

/** How wide one month's column is, measured whenever the chart's box changes size. */
function useSlotWidth(months: number) {
  const list = useRef<HTMLOListElement>(null);
  const [slot, setSlot] = useState(Number.POSITIVE_INFINITY);
  useEffect(() => {
    const element = list.current;
    if (!element || months === 0) return;
    const measure = () => setSlot(element.clientWidth / months);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [months]);
  return { list, slot };
}

/** A count or a month's name; one not shown keeps its row, so the columns stand on one line. */
function Tick({ shown, children }: { shown: boolean; children: string }) {
  return (
    <span className="tick">
      <span className={shown ? undefined : 'visually-hidden'}>{children}</span>
    </span>
  );
}

/**
 * Companies per month as columns: new ones by registration, active ones by activity. The columns
 * share the width, so years of months fit a desktop screen; only every so many months is named
 * under them (counting back from the last) and the counts stand above only while there is room.
 * What is not shown stays for screen readers. Narrower than a column's minimum (a phone and many
 * months), the chart scrolls inside a ScrollArea.
 */
export function RegistrationsChart({
  registrations,
  byActivity = false,
}: {
  registrations: OverallStatistics['registrations'];
  byActivity?: boolean;
}) {
  const { t } = useLingui();
  const { list, slot } = useSlotWidth(registrations.length);
  const title = byActivity
    ? t({ id: 'statistics.active_companies', message: 'Aktive Unternehmen je Monat' })
    : t({ id: 'statistics.registrations', message: 'Neue Unternehmen je Monat' });
  const busiest = Math.max(1, ...registrations.map((r) => r.companies));
  const every = Math.max(1, Math.ceil(LABEL_PX / slot));
  const counts = slot >= COUNT_PX;
  const last = registrations.length - 1;
  return (
    <section className="card stack" aria-labelledby="registrations-title">
      <h2 id="registrations-title">{title}</h2>
      {registrations.length === 0 ? (
        <p className="hint">
          {byActivity
            ? t({ id: 'statistics.no_activity', message: 'Keine Schulungsaktivität im Zeitraum.' })
            : t({ id: 'statistics.no_registrations', message: 'Keine Registrierungen im Zeitraum.' })}
        </p>
      ) : (
        <ScrollArea label={title}>
          <ol className="registrations" ref={list}>
            {registrations.map((r, index) => (
              <li key={r.month}>
                <Tick shown={counts}>{formatCount(r.companies)}</Tick>
                <span
                  className="column"
                  aria-hidden="true"
                  style={{ height: `${Math.max(2, Math.round((r.companies / busiest) * 100))}px` }}
                />
                <Tick shown={(last - index) % every === 0}>{monthLabel(r.month)}</Tick>
              </li>
            ))}
          </ol>
        </ScrollArea>
      )}
    </section>
  );
}
