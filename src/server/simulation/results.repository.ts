import type { Db } from '../db/database.ts';

/** The SQL of a company's simulation counters: per wave and scenario, nothing per person. */

export function findWaveCounters(db: Db, companyId: number) {
  return db
    .selectFrom('simulation_waves as w')
    .innerJoin('simulation_campaigns as c', 'c.id', 'w.campaign_id')
    .leftJoin('simulation_results as r', 'r.wave_id', 'w.id')
    .select([
      'w.id as wave_id',
      'w.campaign_id',
      'c.name as campaign_name',
      'w.window_start',
      'w.window_end',
      'r.template_id',
      'r.sent',
      'r.clicked',
      'r.submitted',
      'r.reported',
      'r.reported_before_click',
    ])
    .where('w.company_id', '=', companyId)
    .orderBy('w.window_end')
    .execute();
}
