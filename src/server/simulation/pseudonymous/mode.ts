import { PSEUDONYMOUS_TEXT_VERSION, type SimulationModeRequest } from '#shared/api/simulation-pseudonymous.ts';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { audit } from '../../audit/audit-log.ts';
import type { Caller } from '../../core/caller.ts';
import { HttpError } from '../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { bookingStatus, requireBooking } from '../booking.ts';
import { saveMode } from '../person-links.repository.ts';

/**
 * PUT /simulation/mode (decision 102). On: only for the current text and with both confirmations
 * (the request's shape holds them); from the next wave on each mail is linked to its person.
 * Off: every link of the company is deleted in the same transaction. Audited either way, with the
 * number of links removed; switching to the mode the company is in changes nothing.
 */
export async function setSimulationMode(
  deps: AppDeps,
  caller: Caller,
  request: SimulationModeRequest,
  clientAddress: string,
): Promise<SimulationBooking> {
  const booking = await requireBooking(deps, caller);
  const on = request.mode === 'pseudonymous';
  if (on && request.version !== PSEUDONYMOUS_TEXT_VERSION) {
    throw new HttpError(409, 'TEXT_VERSION_OUTDATED', { params: { version: PSEUDONYMOUS_TEXT_VERSION } });
  }
  if (on === (booking.pseudonymous !== null)) return bookingStatus(deps, caller);
  await deps.db.transaction().execute(async (trx) => {
    const mode = on
      ? {
          at: deps.now().toISOString(),
          by: caller.userId,
          version: request.version,
          worksCouncil: request.worksCouncil,
        }
      : null;
    const removed = await saveMode(trx, booking.company_id, mode);
    await audit(trx, {
      action: 'simulation.mode_changed',
      actor: caller,
      targetCompanyId: booking.company_id,
      clientAddress,
      details: on
        ? { mode: 'pseudonymous', version: request.version, worksCouncil: request.worksCouncil }
        : { mode: 'anonymous', linksRemoved: removed },
    });
  });
  return bookingStatus(deps, caller);
}
