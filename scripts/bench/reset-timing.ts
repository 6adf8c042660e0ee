import type { Learner } from './load.ts';
import { ms, percentile, printTable } from './report.ts';

/**
 * Whether the answer to a reset request tells if the address has an account (docs/decisions/071):
 * requests for learners' addresses and for unknown ones, alternating one by one, each from its own
 * client address (the portal runs with TRUST_PROXY), timed from sending to the whole answer.
 */
export async function resetTiming(url: string, learners: Learner[], pairs = 300): Promise<void> {
  const known: number[] = [];
  const unknown: number[] = [];
  const ask = async (email: string, n: number) => {
    const started = performance.now();
    const response = await fetch(`${url}/api/employee/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`reset answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < pairs; i++) {
    // Alternating which goes first, so neither always meets the other's leftover work.
    const learner = learners[i % learners.length]!;
    const stranger = `nobody.${i}@bench.example`;
    if (i % 2 === 0) {
      known.push(await ask(learner.email, 2 * i));
      unknown.push(await ask(stranger, 2 * i + 1));
    } else {
      unknown.push(await ask(stranger, 2 * i + 1));
      known.push(await ask(learner.email, 2 * i));
    }
  }
  const row = (name: string, times: number[]) => [
    name,
    ms(percentile(times, 50)),
    ms(percentile(times, 90)),
    ms(percentile(times, 99)),
  ];
  printTable(
    `POST /employee/reset: ${pairs} addresses with an account and ${pairs} without, alternating ` +
      `(${learners.length} accounts, so most are past their 3 mails an hour)`,
    ['address', 'p50', 'p90', 'p99'],
    [row('with an account', known), row('without', unknown)],
  );
  console.log(
    `median with ÷ median without: ${(percentile(known, 50) / percentile(unknown, 50)).toFixed(2)} (1.00 tells nothing)`,
  );
}
