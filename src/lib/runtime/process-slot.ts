/**
 * The server runs one process, but the framework bundles its parts apart (the proxy, each route,
 * the start-up in instrumentation.ts): a module-level variable would be one copy per bundle. What
 * must be one per process (a connection, a loop, what the start-up hands over) is kept here, in
 * one place on globalThis, each under its name and with its own type.
 */
const holder = globalThis as typeof globalThis & { __processSlots?: Map<string, unknown> };
const slots = () => (holder.__processSlots ??= new Map<string, unknown>());

export type ProcessSlot<T> = {
  get(): T | undefined;
  set(value: T | undefined): void;
  /** The value, made on first use and then shared by every bundle. */
  getOrMake(make: () => T): T;
};

/** One named value per process; declare it once, in the module that owns it. */
export function processSlot<T>(name: string): ProcessSlot<T> {
  return {
    get: () => slots().get(name) as T | undefined,
    set: (value) => {
      if (value === undefined) slots().delete(name);
      else slots().set(name, value);
    },
    getOrMake: (make) => {
      const map = slots();
      if (!map.has(name)) map.set(name, make());
      return map.get(name) as T;
    },
  };
}
