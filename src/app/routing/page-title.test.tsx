// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { usePageTitle } from './page-title.ts';
import { ROUTES, type RouteName } from './route-table.ts';

function Titled({ name }: { name: RouteName }) {
  usePageTitle(name);
  return null;
}

const titleOf = (name: RouteName) => {
  renderPage(<Titled name={name} />);
  const title = document.title;
  cleanup();
  return title;
};

afterEach(cleanup);

describe('page titles', () => {
  it('name each page and the portal, in the page’s language', () => {
    expect(titleOf('courseSettings')).toBe('Kurse verwalten – Awareness-Portal');
    expect(titleOf('home')).toBe('Awareness-Portal');
  });

  it('tell the pages apart: only routes showing the same page share a title', () => {
    const sameTitle = new Map<string, RouteName[]>();
    for (const route of ROUTES) {
      const title = titleOf(route.name);
      expect(title).toMatch(/Awareness-Portal$/);
      sameTitle.set(title, [...new Set([...(sameTitle.get(title) ?? []), route.name])]);
    }
    const shared = [...sameTitle.values()].filter((names) => names.length > 1).map((names) => names.sort().join(' = '));
    expect(shared.sort()).toEqual(
      [
        'admin = adminPolicyholders',
        'adminRecoveryPassword = recoveryPassword',
        'adminResetPassword = resetPassword',
        'adminSecurity = signInSecurity',
      ].sort(),
    );
  });
});
