import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../toasts/toast.ts';
import type { Role } from '#shared/constants.ts';
import { answeredSince } from '../api/answered-since.ts';
import { deniedJustNow } from '../api/mutation-errors.ts';
import { meQuery } from '../api/queries.ts';
import { getSession, setSession } from '../session/session-store.ts';

let firstPage = true;

/**
 * The signed-in customer's account is read again on every navigation and whenever the window
 * regains focus (meQuery, however fresh the last read): a role the employer or an admin changed takes effect in menus and
 * guards at once; a lock or a block ends the session with the server's 401 on that read.
 */
export function useAccountFollow(
  path: string,
  account: { data: { id: number; role: Role } | undefined; dataUpdatedAt: number },
  enabled: boolean,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const userId = getSession()?.userId ?? 0;

  useEffect(() => {
    const { queryKey } = meQuery(userId);
    // Only an account read before is read again, and only online: a read that fails while the
    // account was never loaded would put the guard back to waiting in the middle of a course.
    if (!enabled) return;
    // The first signed-in page after loading the app has just read the account (as the app booted).
    const first = firstPage;
    firstPage = false;
    const state = queryClient.getQueryState(queryKey);
    if (!navigator.onLine || state?.data === undefined) return;
    // The device never keeps the account: an answer since the page was opened is this load's own.
    if (first && answeredSince(state, performance.timeOrigin)) return;
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'active' }, { cancelRefetch: false });
  }, [path, enabled, userId, queryClient]);

  const { data, dataUpdatedAt } = account;
  useEffect(() => {
    const session = getSession();
    if (!data || !session || data.id !== session.userId || data.role === session.role) return;
    // Only an answer read in this session counts: a copy kept from before could be older.
    if (dataUpdatedAt < Date.parse(session.created)) return;
    setSession({ ...session, role: data.role });
    // What was loaded for the old role (people lists, the dashboard) is read again or refused.
    void queryClient.invalidateQueries();
    // A session from before roles were kept learns its role without a notice; a refusal that closed
    // a dialog has just said it (mutation-errors.ts).
    if (!session.role || deniedJustNow()) return;
    toast.info(
      t({
        id: 'session.role_changed',
        message: 'Ihre Rolle im Portal wurde geändert. Menü und Seiten richten sich ab jetzt nach der neuen Rolle.',
      }),
      { id: 'role-changed' },
    );
  }, [data, dataUpdatedAt, queryClient, t]);
}
