// Vitest runs server modules outside Next, where the "server-only" guard has nothing to guard.
export {};
