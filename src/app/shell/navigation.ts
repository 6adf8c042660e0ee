import type { Role } from '#shared/constants.ts';

/** One entry of the side navigation; `labelId` is the catalogue id of its label. */
export type NavItem = { href: string; labelId: NavLabel };
export type NavSection = { headingId: NavLabel; items: NavItem[] };
export type NavLabel =
  | 'menu.employees'
  | 'menu.manage_employees'
  | 'menu.manage_courses'
  | 'menu.dashboard'
  | 'menu.company_certificate'
  | 'menu.phishing_simulation'
  | 'menu.training'
  | 'menu.my_trainings'
  | 'menu.personal_certificate'
  | 'menu.my_simulations'
  | 'menu.management'
  | 'menu.company_policies'
  | 'menu.my_policies'
  | 'menu.ai_literacy'
  | 'menu.evidence'
  | 'menu.evidence_status'
  | 'menu.my_account'
  | 'menu.profile'
  | 'menu.e_learning_portal'
  | 'menu.manage_customers'
  | 'menu.manage_admins'
  | 'menu.upload_employee_lists'
  | 'menu.statistics'
  | 'menu.sign_in_security';

/**
 * The side navigation per role (docs/product.md §2, "App shell"). Log out is added by the shell.
 * `simulations`: the person's company booked phishing simulations ("Meine Simulationen", decision 102).
 */
export function navigationFor(role: Role, simulations = false): NavSection[] {
  if (role === 'admin') {
    return [
      {
        headingId: 'menu.e_learning_portal',
        items: [
          { href: '/admin/policyholders', labelId: 'menu.manage_customers' },
          { href: '/admin/admins', labelId: 'menu.manage_admins' },
          { href: '/admin/upload', labelId: 'menu.upload_employee_lists' },
          { href: '/admin/statistics', labelId: 'menu.statistics' },
          { href: '/admin/evidence', labelId: 'menu.evidence_status' },
          { href: '/admin/simulation', labelId: 'menu.phishing_simulation' },
        ],
      },
      { headingId: 'menu.my_account', items: [{ href: '/admin/security', labelId: 'menu.sign_in_security' }] },
    ];
  }
  const sections: NavSection[] = [];
  if (role === 'employer' || role === 'manager') {
    sections.push({
      headingId: 'menu.employees',
      items: [
        { href: '/users', labelId: 'menu.manage_employees' },
        { href: '/course-settings', labelId: 'menu.manage_courses' },
        { href: '/dashboard', labelId: 'menu.dashboard' },
        { href: '/proofOfInsurance', labelId: 'menu.company_certificate' },
        { href: '/phishing-simulation', labelId: 'menu.phishing_simulation' },
        // Management data is the employer's alone (decision 103).
        ...(role === 'employer'
          ? ([
              { href: '/management', labelId: 'menu.management' },
              // The company's policies and their confirmations are the employer's (decision 108).
              { href: '/company-policies', labelId: 'menu.company_policies' },
              // The AI inventory and record are the employer's alone (decision 109).
              { href: '/ai-literacy', labelId: 'menu.ai_literacy' },
              // The evidence package gathers all of it for the insurer and the auditor (decision 110).
              { href: '/evidence', labelId: 'menu.evidence' },
            ] as const)
          : []),
      ],
    });
  }
  sections.push({
    headingId: 'menu.training',
    items: [
      { href: '/trainings', labelId: 'menu.my_trainings' },
      { href: '/personalCertificate', labelId: 'menu.personal_certificate' },
      { href: '/policies', labelId: 'menu.my_policies' },
      ...(simulations ? [{ href: '/my-simulations', labelId: 'menu.my_simulations' } as const] : []),
    ],
  });
  sections.push({ headingId: 'menu.my_account', items: [{ href: '/account-settings', labelId: 'menu.profile' }] });
  return sections;
}
