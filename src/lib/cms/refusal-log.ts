import { defaultLoggerOptions, type Config } from "payload";

type LoggerSetting = Extract<NonNullable<Config["logger"]>, { options: unknown }>;
type LogMethodHook = NonNullable<NonNullable<LoggerSetting["options"]["hooks"]>["logMethod"]>;

/**
 * How an entry of the engine's log is written: as it came, as one line (a refusal the engine
 * threw: a 403, 401, 400), or not at all (a 404, which the server already logs once by its
 * address: lib/observability/not-found-log.ts). The engine would log a refusal's whole stack at
 * "error": it lowers only the errors it recognises by class name, and the production bundle
 * renames its classes ("a", "o"), so every refused request wrote some thirty lines.
 */
export function refusalEntry(args: readonly unknown[]): "as-is" | "skip" | { line: string } {
  const [entry] = args;
  if (typeof entry !== "object" || entry === null || !("err" in entry)) return "as-is";
  const { err } = entry;
  if (!(err instanceof Error) || !("status" in err) || typeof err.status !== "number")
    return "as-is";
  if (err.status < 400 || err.status >= 500) return "as-is";
  if (err.status === 404) return "skip";
  return { line: `Refused with ${err.status}: ${err.message}` };
}

const refusalsInOneLine: LogMethodHook = function (args, method) {
  const entry = refusalEntry(args);
  if (entry === "as-is") method.apply(this, args);
  else if (entry !== "skip") this.info(entry.line);
};

/** The engine's own log (its readable default output), with refusals in one line and no stack. */
export const adminLogger: LoggerSetting = {
  options: { hooks: { logMethod: refusalsInOneLine } },
  destination: defaultLoggerOptions,
};
