import { readdirSync, readFileSync } from 'node:fs';

/**
 * Processor seconds spent so far by PostgreSQL's processes and by given ones, read from /proc
 * (Linux): where a machine's cores went while something ran, as differences of two readings.
 */
const TICKS_PER_SECOND = 100;

/**
 * utime + stime of one process in seconds, with `children` also the times of its children that
 * ended (PostgreSQL's postmaster holds its ended backends' there); 0 when gone or unreadable.
 */
function processSeconds(pid: number | string, children = false): { name: string; seconds: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // The fields after the name: state is the first, utime the 12th, stime, cutime, cstime next.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ticks = fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0);
    return { name, seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return { name: '', seconds: 0 };
  }
}

export type CpuReading = { postgres: number; portal: number; bench: number };

/** PostgreSQL's processes together, the portal's process, and this one (with its threads). */
export function readCpu(portalPid: number | undefined): CpuReading {
  let postgres = 0;
  try {
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      const { name, seconds } = processSeconds(pid, true);
      if (name === 'postgres') postgres += seconds;
    }
  } catch {
    // no /proc: nothing to report
  }
  const own = process.cpuUsage();
  return {
    postgres,
    portal: portalPid ? processSeconds(portalPid).seconds : 0,
    bench: (own.user + own.system) / 1e6,
  };
}

export const cpuSince = (before: CpuReading, after: CpuReading): CpuReading => ({
  postgres: after.postgres - before.postgres,
  portal: after.portal - before.portal,
  bench: after.bench - before.bench,
});
