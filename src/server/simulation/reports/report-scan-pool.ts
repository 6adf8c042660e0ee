import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { log } from '../../log.ts';
import type { ReportFindings } from './report-scan.ts';

/** A scan that takes longer is given up: a mail built to keep the parser busy tells nothing. */
export const SCAN_TIMEOUT_MS = 10_000;
/** The heap one scan thread may use; a mail that needs more ends its thread, not the portal. */
const SCAN_HEAP_MB = 256;

const NOTHING: ReportFindings = { from: null, tokens: [], markers: [] };

/**
 * Reported mail is read on threads of their own (decision 114): a 10 MB mail of nested originals
 * takes the parser long enough to hold up every page the portal serves if it were read on the
 * request thread, and a mail built to exhaust the parser's memory or time ends a scan thread, not
 * the portal. The threads start with the first report and end after a minute without one. A mail
 * that cannot be read in time or within its memory tells nothing, like one the parser refuses.
 */
export function startReportScanPool(limits = { timeoutMs: SCAN_TIMEOUT_MS, heapMb: SCAN_HEAP_MB }) {
  const pool = new Piscina<Uint8Array, ReportFindings>({
    filename: new URL('./report-scan-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.min(4, availableParallelism()),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });
  // A thread ended by its limits is replaced by the pool; the report it read was answered already.
  pool.on('error', (error: unknown) =>
    log.warn('report scan thread ended', { error: error instanceof Error ? error.message : String(error) }),
  );
  return {
    async scan(raw: Uint8Array): Promise<ReportFindings> {
      try {
        return await pool.run(raw, { signal: AbortSignal.timeout(limits.timeoutMs) });
      } catch (error) {
        log.warn('reported mail not read', { error: error instanceof Error ? error.message : String(error) });
        return NOTHING;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
