import { describe, expect, it } from "vitest";
import { loggablePath } from "./not-found-log";

describe("loggablePath", () => {
  it("keeps the path and drops the query and fragment", () => {
    expect(loggablePath("/no-such-room/at-all?email=a%40b.example#x")).toBe("/no-such-room/at-all");
    expect(loggablePath(undefined)).toBe("/");
    expect(loggablePath("?q=1")).toBe("/");
  });

  it("cuts a very long path", () => {
    expect(loggablePath(`/${"a".repeat(1000)}`)).toHaveLength(301);
  });
});
