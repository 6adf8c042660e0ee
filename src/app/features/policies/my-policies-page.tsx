import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { MyPolicy } from '#shared/api/policies.ts';
import { myPoliciesQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDateTime } from '../../components/format-dates.ts';
import { PolicyText } from '../../components/policy-text.tsx';
import { useDownload } from '../../components/use-download.ts';
import { useSession } from '../../session/use-session.ts';
import { toast } from '../../toasts/toast.ts';
import { downloadPolicyPdf } from './api/policies.ts';
import './policies.css';

const sync = () => import('../../progress-sync/policy-confirmations.ts');

/**
 * /policies, "Richtlinien" (decision 108): the company's policies the person is to read, each
 * confirmed with "Gelesen und verstanden". Offline the confirmation waits on the device and is sent
 * when the network returns; a new version asks again.
 */
export default function MyPoliciesPage() {
  const { t } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const policies = useQuery(myPoliciesQuery(userId));
  const [waiting, setWaiting] = useState<readonly number[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void sync().then(({ watchWaitingConfirmations }) => {
      if (!cancelled) stop = watchWaitingConfirmations(userId, setWaiting);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  const open = (policies.data ?? []).filter((p) => p.confirmedAt === null && !waiting.includes(p.current.id));
  return (
    <div className="stack policies">
      <h1>{t({ id: 'policies.mine.heading', message: 'Richtlinien' })}</h1>
      <p className="lead">
        {t({
          id: 'policies.mine.intro',
          message:
            'Ihr Unternehmen bittet Sie, diese Richtlinien zu lesen und zu bestätigen. Ihre Bestätigung wird mit Datum und Uhrzeit gespeichert; ändert sich eine Richtlinie, werden Sie erneut gefragt.',
        })}
      </p>
      {policies.error && !policies.data ? (
        <p className="card" role="alert">
          {failureMessage(policies.error)}
        </p>
      ) : !policies.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : policies.data.length === 0 ? (
        <p className="card">
          {t({ id: 'policies.mine.none', message: 'Für Sie liegen derzeit keine Richtlinien vor.' })}
        </p>
      ) : (
        <>
          <p role="status">
            {open.length === 0
              ? t({ id: 'policies.mine.all_done', message: 'Sie haben alle Richtlinien bestätigt.' })
              : t({ id: 'policies.mine.open', message: `Noch zu bestätigen: ${open.length}` })}
          </p>
          {policies.data.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} userId={userId} waiting={waiting.includes(policy.current.id)} />
          ))}
        </>
      )}
    </div>
  );
}

function PolicyCard({ policy, userId, waiting }: { policy: MyPolicy; userId: number; waiting: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { busy, run } = useDownload();
  const [sending, setSending] = useState(false);
  const { current } = policy;

  const confirm = async () => {
    setSending(true);
    try {
      const outcome = await (await sync()).confirmOnDevice(userId, current.id);
      if (outcome === 'sent') {
        toast.success(
          t({ id: 'policies.mine.confirmed_toast', message: 'Vielen Dank, Ihre Bestätigung ist gespeichert.' }),
        );
        await queryClient.invalidateQueries({ queryKey: ['my-policies'] });
      }
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card stack policy-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{current.title}</h2>
      <p className="hint">
        {t({
          id: 'policies.mine.version',
          message: `Version ${current.version} vom ${formatDateTime(current.publishedAt)}`,
        })}
      </p>
      {policy.changedSince && policy.confirmedAt === null && !waiting && (
        <p className="policy-changed">
          {t({
            id: 'policies.mine.changed',
            message: 'Diese Richtlinie wurde geändert. Bitte lesen und bestätigen Sie die neue Fassung.',
          })}
        </p>
      )}
      {current.kind === 'text' && current.text !== null ? (
        <PolicyText text={current.text} />
      ) : (
        <div>
          <button
            type="button"
            className="button secondary"
            disabled={busy !== undefined}
            onClick={() =>
              void run('pdf', () => downloadPolicyPdf(policy.id, current.id, current.pdfName ?? `${current.title}.pdf`))
            }
          >
            {t({ id: 'policies.mine.pdf', message: `PDF „${current.title}“ herunterladen` })}
          </button>
        </div>
      )}
      {policy.confirmedAt !== null ? (
        <p className="policy-status" data-state="confirmed">
          {t({
            id: 'policies.mine.confirmed_at',
            message: `Gelesen und verstanden: bestätigt am ${formatDateTime(policy.confirmedAt)}`,
          })}
        </p>
      ) : waiting ? (
        <p className="policy-status" data-state="waiting" role="status">
          {t({
            id: 'policies.mine.waiting',
            message: 'Bestätigt. Ihre Bestätigung wird übertragen, sobald Sie wieder online sind.',
          })}
        </p>
      ) : (
        <div>
          <button type="button" className="button" disabled={sending} onClick={() => void confirm()}>
            {t({ id: 'policies.mine.confirm', message: 'Gelesen und verstanden' })}
          </button>
        </div>
      )}
    </section>
  );
}
