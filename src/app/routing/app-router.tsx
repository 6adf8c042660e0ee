import { Route, Switch } from 'wouter';
import { GuardedRoute } from './guarded-route.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ROUTES } from './route-table.ts';
import { useScrollToTop } from './scroll-to-top.ts';

export function AppRouter() {
  useScrollToTop();
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <GuardedRoute route={route} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
