/** The clock the server's time budgets run on; tests pass their own. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const SYSTEM_TIMERS: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class BudgetExceededError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'BudgetExceededError';
  }
}

/** Settles as `work` does, or rejects with BudgetExceededError once `ms` have passed. */
export function withinBudget<T>(
  work: Promise<T>,
  { ms, timers, what }: { ms: number; timers: Timers; what: string },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new BudgetExceededError(what, ms)), ms);
    work.then(
      (value) => {
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle);
        reject(error);
      },
    );
  });
}
