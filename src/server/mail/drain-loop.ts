import { log } from '../log.ts';

/**
 * The loop of a sender: runs `batch` until it finds nothing to do, then waits `pollMs` (or a
 * wake-up) before it looks again; never two runs at once on one instance. `batch` answers how many
 * items it handled. A failed run is logged and the next one comes as planned.
 */
export class DrainLoop {
  readonly #what: string;
  readonly #batch: () => Promise<number>;
  readonly #pollMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  #again = false;

  constructor(what: string, batch: () => Promise<number>, pollMs: number) {
    this.#what = what;
    this.#batch = batch;
    this.#pollMs = pollMs;
  }

  start(): void {
    this.#stopped = false;
    this.wake();
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#drain()
      .catch((error: unknown) =>
        log.warn(this.#what, { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.wake();
        } else {
          this.#timer = setTimeout(() => this.wake(), this.#pollMs);
          this.#timer.unref();
        }
      });
  }

  /** Stops looking; a run in progress ends after its batch. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  async #drain(): Promise<void> {
    while (!this.#stopped) {
      if ((await this.#batch()) === 0) return;
    }
  }
}
