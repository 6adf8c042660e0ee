import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { Suspense, useEffect } from 'react';
import { toast } from '../toasts/toast.ts';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { SETTINGS_WARNING_DURATION_MS } from '#shared/constants.ts';
import { isSettingsComplete } from '#shared/rules/settings-completeness.ts';
import { meQuery, ownCompanyQuery } from '../api/queries.ts';
import { useSession } from '../session/use-session.ts';
import { useAccountFollow } from './use-account-follow.ts';
import { knownAccountFact, rememberAccountFact } from '../session/account-state.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { decide, settingsCompleteNow } from './guard.ts';
import { PageLoadBoundary } from './lazy-page.tsx';
import { usePageTitle } from './page-title.ts';
import { PAGES } from './pages.ts';
import { prefetchRouteData } from './route-data.ts';
import type { RouteDef } from './route-table.ts';

/** Applies the navigation guard to one route, then shows its page in the right frame. */
export function GuardedRoute({ route }: { route: RouteDef }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  usePageTitle(route.name);
  const session = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const role = session?.role;
  const customer = route.access.kind === 'signedIn' && session && role !== 'admin';
  // Signed-in customers get their account loaded; the employer also their company (settings check).
  const me = useQuery({ ...meQuery(session?.userId ?? 0), enabled: Boolean(customer) });
  useAccountFollow(path, me, Boolean(customer));
  const company = useQuery({
    ...ownCompanyQuery(session?.userId ?? 0),
    enabled: Boolean(customer) && role === 'employer',
  });
  const checked =
    me.data && company.data
      ? isSettingsComplete({
          ...me.data,
          company: { ...company.data },
        })
      : undefined;
  const userId = session?.userId;
  const settingsComplete = settingsCompleteNow({
    checked,
    offline: [me, company].some(
      (q) =>
        (q.isPending && q.fetchStatus === 'paused') || (isApiError(q.failureReason) && q.failureReason.status === 0),
    ),
    readFailed: me.isError || company.isError,
    completeBefore: () => userId !== undefined && knownAccountFact(userId, 'settingsComplete') === true,
  });
  useEffect(() => {
    if (userId !== undefined && checked !== undefined && role === 'employer') {
      rememberAccountFact(userId, 'settingsComplete', checked);
    }
  }, [userId, checked, role]);

  const decision = decide({
    route,
    location: search ? `${path}?${search}` : path,
    signedIn: Boolean(session),
    role,
    settingsComplete,
  });
  // While the employer's settings are being checked, the page's code and data are already on their way.
  const waiting = decision.kind === 'wait';
  const params = useParams();
  useEffect(() => {
    if (!waiting || userId === undefined || !role) return;
    void PAGES[route.name].preload();
    prefetchRouteData(queryClient, route.name, { userId, role, lang: i18n.locale, params });
  }, [waiting, route.name, userId, role, params, queryClient, i18n.locale]);
  const warn = decision.kind === 'redirect' && decision.warnIncompleteSettings;
  useEffect(() => {
    if (!warn) return;
    toast.warning(
      t({
        id: 'account_settings.fill_all_fields',
        message: 'Bitte füllen Sie zuerst alle Felder in den Einstellungen aus, um das Portal zu nutzen.',
      }),
      { id: 'settings-incomplete', duration: SETTINGS_WARNING_DURATION_MS },
    );
  }, [warn, t]);

  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'wait') return <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;

  const Page = PAGES[route.name];
  const page = (
    <PageLoadBoundary>
      <Suspense fallback={<p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
  return route.access.kind === 'signedIn' && role && session ? (
    <AppLayout role={role} userId={session.userId}>
      {page}
    </AppLayout>
  ) : (
    page
  );
}
