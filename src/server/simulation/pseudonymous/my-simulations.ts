import type { MySimulationOutcome, MySimulations } from '#shared/api/simulation-pseudonymous.ts';
import type { Caller } from '../../core/caller.ts';
import { forbidden } from '../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { findBooking } from '../booking.repository.ts';
import { reportAddress } from '../reports/report-address.ts';
import { loadTemplateLibrary } from '../template-library.ts';
import { sentLinksOf } from '../person-links.repository.ts';

type Moments = { clicked_at: Date | null; submitted_at: Date | null; reported_at: Date | null };

/** A report before any click is the win, whatever came after; data entered outweighs a click. */
export function outcomeOf(link: Moments): MySimulationOutcome {
  const clicked = link.clicked_at;
  const reported = link.reported_at;
  if (reported !== null && (clicked === null || reported < clicked)) return 'reported';
  if (link.submitted_at !== null) return 'submitted';
  if (clicked !== null && reported !== null) return 'clickedReported';
  if (clicked !== null) return 'clicked';
  return 'none';
}

/**
 * GET /simulation/mine (decision 102): the caller's own simulations of the last year, in their
 * language, only while their company is pseudonymous. Nobody else can read them: the call answers
 * the caller's own links, and no call lists anyone else's.
 */
export async function mySimulations(deps: AppDeps, caller: Caller): Promise<MySimulations> {
  if (caller.companyId === null) throw forbidden();
  const booking = await findBooking(deps.db, caller.companyId);
  const address = booking ? reportAddress(deps.config, caller.companyId) : null;
  if (!booking?.pseudonymous) return { pseudonymous: false, reportAddress: address, simulations: [] };
  const library = loadTemplateLibrary();
  const links = await sentLinksOf(deps.db, caller.userId);
  return {
    pseudonymous: true,
    reportAddress: address,
    simulations: links
      .filter((link) => library.has(link.template_id))
      .map((link) => {
        const template = library.get(link.template_id, caller.lang);
        const sentAt = link.sent_at!;
        return {
          sentAt: sentAt.toISOString(),
          templateId: link.template_id,
          title: template.title,
          category: template.category,
          difficulty: template.difficulty,
          outcome: outcomeOf(link),
          minutesToReport:
            link.reported_at === null
              ? null
              : Math.max(0, Math.floor((link.reported_at.getTime() - sentAt.getTime()) / 60_000)),
          course: template.course,
        };
      }),
  };
}
