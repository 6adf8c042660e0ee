import { scanReport } from './report-scan.ts';

/** A scan thread's task (report-scan-pool.ts): one reported mail in, what it says about itself out. */
export default scanReport;
