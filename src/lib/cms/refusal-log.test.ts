import { describe, expect, it } from "vitest";
import { adminLogger, refusalEntry } from "./refusal-log";

/** An engine error as the production bundle throws it: its class name minified away. */
const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), { status, name: "a" });

describe("refusalEntry", () => {
  it("turns a refusal the engine threw into one line without its stack", () => {
    const entry = refusalEntry([
      { err: refusal(403, "You are not allowed to perform this action.") },
    ]);
    expect(entry).toEqual({
      line: "Refused with 403: You are not allowed to perform this action.",
    });
    expect(
      refusalEntry([{ err: refusal(401, "The email or password provided is incorrect.") }]),
    ).toEqual({ line: "Refused with 401: The email or password provided is incorrect." });
    expect(
      refusalEntry([{ err: refusal(400, "The following path cannot be queried: nope") }]),
    ).toMatchObject({ line: expect.stringMatching(/^Refused with 400/) });
  });

  it("leaves a 404 to the server's own log of missing addresses", () => {
    expect(refusalEntry([{ err: refusal(404, "Not Found") }])).toBe("skip");
  });

  it("leaves failures of the server and other entries as they are, stack and all", () => {
    expect(refusalEntry([{ err: refusal(500, "Something went wrong.") }])).toBe("as-is");
    expect(refusalEntry([{ err: new Error("Failed query: select …") }])).toBe("as-is");
    expect(refusalEntry(["Seeded posts from the content modules."])).toBe("as-is");
    expect(refusalEntry([{ msg: "File missing" }])).toBe("as-is");
    expect(refusalEntry([{ err: { status: 403, message: "not an Error" } }])).toBe("as-is");
  });
});

describe("adminLogger", () => {
  it("writes a refusal as one line at info, and anything else through unchanged", () => {
    const written: unknown[][] = [];
    const logger = { info: (...args: unknown[]) => written.push(["info", ...args]) };
    const method = (...args: unknown[]) => written.push(["as asked", ...args]);
    const hook = adminLogger.options.hooks?.logMethod;
    const failure = { err: new Error("Failed query") };
    hook?.call(logger as never, [{ err: refusal(403, "Not allowed.") }], method as never, 50);
    hook?.call(logger as never, [{ err: refusal(404, "Not Found") }], method as never, 50);
    hook?.call(logger as never, [failure], method as never, 50);
    expect(written).toEqual([
      ["info", "Refused with 403: Not allowed."],
      ["as asked", failure],
    ]);
  });
});
