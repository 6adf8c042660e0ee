/**
 * What the app last learnt about the signed-in person's account that decides whether a page may be
 * shown: the employer's settings are complete, the company's actions are not blocked. Kept on the
 * device (two yes/no answers of one person, nothing else) so that a returning person's page shows
 * at once while the account is checked again; the fresh answer still decides, and a page gives way
 * to the settings or the blocked notice as soon as it says so.
 */
type Known = { userId: number; settingsComplete?: boolean; blocked?: boolean };
type Fact = Exclude<keyof Known, 'userId'>;

const KEY = 'account-state';

function read(): Known | null {
  try {
    const known = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Known | null;
    return known && typeof known.userId === 'number' ? known : null;
  } catch {
    return null;
  }
}

/** The last answer on this device for the person, or undefined (another person's does not count). */
export function knownAccountFact(userId: number, fact: Fact): boolean | undefined {
  const known = read();
  const value = known?.userId === userId ? known[fact] : undefined;
  return typeof value === 'boolean' ? value : undefined;
}

export function rememberAccountFact(userId: number, fact: Fact, value: boolean): void {
  const known = read();
  if (known?.userId === userId && known[fact] === value) return;
  const next: Known = { ...(known?.userId === userId ? known : { userId }), [fact]: value };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage only costs the next visit its head start.
  }
}

export function forgetAccountFacts(): void {
  localStorage.removeItem(KEY);
}
