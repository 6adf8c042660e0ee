import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import type { Role } from '#shared/constants.ts';
import { meQuery, mySimulationsQuery, secondFactorQuery } from '../api/queries.ts';
import { FooterLinks } from '../components/footer-links.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useMediaQuery } from '../components/use-media-query.ts';
import { Logo } from '../components/logo.tsx';
import { BlockedOverlay, OPEN_WHILE_BLOCKED } from './blocked-overlay.tsx';
import { HelpVideo } from './help-video.tsx';
import { navigationFor, type NavLabel } from './navigation.ts';
import { InstallOffer } from './install-offer.tsx';
import { SecondFactorOffer } from './second-factor-offer.tsx';
import { NotificationsBar } from './notifications-bar.tsx';
import { OfflineStatus } from './offline-status.tsx';
import { useActionsBlocked } from './use-actions-blocked.ts';
import { useSwipe } from './use-swipe.ts';

// The contract text is long: it loads with the modal, not with every page.
const AgreementDialog = lazy(() => import('../features/agreement/agreement-dialog.tsx'));

/**
 * The signed-in frame (docs/product.md §2): side navigation per role, burger menu and swipe on
 * phones, the notifications bar, the employer's agreement modal, and the blocked-actions overlay
 * in place of the page while the company's agreement is missing.
 */
export function AppLayout({ role, userId, children }: { role: Role; userId: number; children: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  // The menu is open for the page it was opened on: any navigation closes it. Only phones and
  // narrow windows have it; wider ones show the navigation beside the page.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const narrow = !useMediaQuery('(min-width: 900px)');
  const open = openAt === location && narrow;
  const burger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setOpenAt(null);
    burger.current?.focus();
  }, []);
  // While open the menu holds the keyboard: focus starts on its close button, Escape closes it, and
  // the page behind is inert (not focusable, not clickable) until it closes.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
      if (event.key !== 'Tab' || !closeButton.current || !burger.current) return;
      // The close button comes first and the burger last: Tab goes round between them.
      const [first, last] = event.shiftKey
        ? [closeButton.current, burger.current]
        : [burger.current, closeButton.current];
      if (document.activeElement === first) {
        event.preventDefault();
        last.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, closeMenu]);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const blocked = useActionsBlocked(role, userId);
  // A temporary password signs in only to be replaced there (decision 064); the server refuses the rest.
  const me = useQuery({ ...meQuery(userId), enabled: role !== 'admin' });
  const mustChangePassword = me.data?.isFirstLogin === true;
  // An admin without a second factor may only set one up (decision 069), and so may a customer whose
  // company requires one (decision 099); the server refuses the rest.
  const secondFactor = useQuery({ ...secondFactorQuery(userId), enabled: role === 'admin' });
  const mustSetUpSecondFactor =
    role === 'admin'
      ? secondFactor.data?.required === true && secondFactor.data.factors.length === 0
      : me.data?.secondFactorRequired === true && !me.data.hasSecondFactor;
  const securityPage = role === 'admin' ? '/admin/security' : '/sign-in-security';
  // "Meine Simulationen" once the company booked simulations; asked only of a session that may act.
  const mine = useQuery({
    ...mySimulationsQuery,
    enabled: role !== 'admin' && me.isSuccess && !mustChangePassword && !mustSetUpSecondFactor,
  });
  const simulationsBooked = mine.data !== undefined && (mine.data.pseudonymous || mine.data.reportAddress !== null);
  // Until that is known an admin's page waits: its calls would only be refused.
  const checkingSecondFactor = role === 'admin' && secondFactor.isPending;
  const openAgreement = () => {
    setOpenAt(null);
    setAgreementOpen(true);
  };
  const exempt = OPEN_WHILE_BLOCKED.has(location);
  const labels: Record<NavLabel, string> = {
    'menu.employees': t({ id: 'menu.employees', message: 'Mitarbeitende' }),
    'menu.manage_employees': t({ id: 'menu.manage_employees', message: 'Mitarbeitende verwalten' }),
    'menu.manage_courses': t({ id: 'menu.manage_courses', message: 'Kurse verwalten' }),
    'menu.dashboard': t({ id: 'menu.dashboard', message: 'Dashboard' }),
    'menu.company_certificate': t({ id: 'menu.company_certificate', message: 'Unternehmenszertifikat' }),
    'menu.phishing_simulation': t({ id: 'menu.phishing_simulation', message: 'Phishing-Simulation' }),
    'menu.training': t({ id: 'menu.training', message: 'Schulung' }),
    'menu.my_trainings': t({ id: 'menu.my_trainings', message: 'Meine Schulungen' }),
    'menu.personal_certificate': t({ id: 'menu.personal_certificate', message: 'Persönliches Zertifikat' }),
    'menu.my_simulations': t({ id: 'menu.my_simulations', message: 'Meine Simulationen' }),
    'menu.management': t({ id: 'menu.management', message: 'Geschäftsleitung' }),
    'menu.company_policies': t({ id: 'menu.company_policies', message: 'Richtlinien verwalten' }),
    'menu.my_policies': t({ id: 'menu.my_policies', message: 'Richtlinien' }),
    'menu.ai_literacy': t({ id: 'menu.ai_literacy', message: 'KI-Kompetenz' }),
    'menu.evidence': t({ id: 'menu.evidence', message: 'Nachweispaket' }),
    'menu.evidence_status': t({ id: 'menu.evidence_status', message: 'Nachweisstatus' }),
    'menu.my_account': t({ id: 'menu.my_account', message: 'Mein Konto' }),
    'menu.profile': t({ id: 'menu.profile', message: 'Profil' }),
    'menu.e_learning_portal': t({ id: 'menu.e_learning_portal', message: 'E-Learning-Portal' }),
    'menu.manage_customers': t({ id: 'menu.manage_customers', message: 'Kunden verwalten' }),
    'menu.manage_admins': t({ id: 'menu.manage_admins', message: 'Administratoren verwalten' }),
    'menu.upload_employee_lists': t({ id: 'menu.upload_employee_lists', message: 'Mitarbeiterlisten hochladen' }),
    'menu.statistics': t({ id: 'menu.statistics', message: 'Statistik' }),
    'menu.sign_in_security': t({ id: 'menu.sign_in_security', message: 'Anmeldesicherheit' }),
  };

  useSwipe(useCallback((direction) => setOpenAt(direction === 'right' ? location : null), [location]));

  return (
    <div className="shell">
      <a className="skip-link" href="#main" inert={open}>
        {t({ id: 'common.skip_to_content', message: 'Zum Inhalt springen' })}
      </a>
      <nav
        id="side-navigation"
        className="sidebar"
        data-open={open}
        aria-label={t({ id: 'menu.navigation', message: 'Hauptnavigation' })}
      >
        <div className="sidebar-head">
          <Logo label={t({ id: 'app.title', message: 'Awareness-Portal' })} />
          <button
            ref={closeButton}
            type="button"
            className="icon-button menu-close"
            aria-label={t({ id: 'menu.close', message: 'Menü schließen' })}
            onClick={closeMenu}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {navigationFor(role, simulationsBooked).map((section) => (
          <div key={section.headingId}>
            <h2>{labels[section.headingId]}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item.href}>
                  {blocked && !OPEN_WHILE_BLOCKED.has(item.href) ? (
                    // While blocked the entry stays visible but is no link: not focusable, not clickable.
                    <a role="link" aria-disabled="true">
                      {labels[item.labelId]}
                    </a>
                  ) : (
                    <Link
                      href={item.href}
                      // A course page belongs to "my trainings", a policyholder to the list.
                      aria-current={location === item.href || location.startsWith(`${item.href}/`) ? 'page' : undefined}
                    >
                      {labels[item.labelId]}
                    </Link>
                  )}
                </li>
              ))}
              {section.headingId === 'menu.my_account' && role === 'employer' && (
                <li>
                  <button type="button" className="nav-link" aria-haspopup="dialog" onClick={openAgreement}>
                    {/* Soft hyphens: the long word breaks at its parts, with a hyphen, in every browser. */}
                    {t({ id: 'menu.agreement', message: 'Auftrags\u00ADverarbeitungs\u00ADvertrag' })}
                  </button>
                </li>
              )}
            </ul>
          </div>
        ))}
        <ul>
          <li>
            <Link href="/logout">{t({ id: 'menu.logout', message: 'Abmelden' })}</Link>
          </li>
        </ul>
      </nav>
      {open && <div className="menu-backdrop" aria-hidden="true" onClick={closeMenu} />}
      <div>
        <header className="topbar">
          <button
            ref={burger}
            type="button"
            className="icon-button burger"
            aria-expanded={open}
            aria-controls="side-navigation"
            aria-label={t({ id: 'menu.toggle', message: 'Menü öffnen oder schließen' })}
            onClick={() => setOpenAt(open ? null : location)}
          >
            ☰
          </button>
          {/* On phones the side navigation is closed: the top bar names the portal. */}
          <span className="topbar-brand" inert={open}>
            <Logo label={t({ id: 'app.title', message: 'Awareness-Portal' })} />
          </span>
          <div className="button-row" inert={open}>
            {(role === 'employer' || role === 'manager') && !mustSetUpSecondFactor && <HelpVideo userId={userId} />}
            {role !== 'admin' && <LanguageSwitch />}
          </div>
        </header>
        <div className="page-behind-menu" inert={open}>
          {role !== 'admin' && <NotificationsBar userId={userId} onReadAgreement={openAgreement} />}
          {role !== 'admin' && <OfflineStatus userId={userId} />}
          <main id="main" className="content">
            {role !== 'admin' && location.startsWith('/trainings') && <InstallOffer />}
            {/* On the employer's start page (routing/route-table.ts homeOf). */}
            {role === 'employer' && location === '/course-settings' && <SecondFactorOffer userId={userId} />}
            {mustChangePassword && location !== '/account-settings' ? (
              <Redirect to="/account-settings" replace />
            ) : mustSetUpSecondFactor ? (
              // The set-up page shows even while the company's actions are blocked: it is all the session may do.
              location === securityPage ? (
                children
              ) : (
                <Redirect to={securityPage} replace />
              )
            ) : checkingSecondFactor ? (
              <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
            ) : exempt || blocked === false ? (
              children
            ) : blocked ? (
              <BlockedOverlay role={role} onReadAgreement={openAgreement} />
            ) : (
              <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
            )}
          </main>
          <FooterLinks />
        </div>
      </div>
      {agreementOpen && role === 'employer' && (
        <Suspense fallback={null}>
          <AgreementDialog userId={userId} onClose={() => setAgreementOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
