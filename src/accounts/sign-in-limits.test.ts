import { beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import {
  countFailedPassword,
  countSignedIn,
  resetRequestVerdict,
  resetSignInLimits,
  signInPolicy,
  signInVerdict,
} from "./sign-in-limits";

const from = (address: string) => ({ headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }) });
const fail = (address: string, email: string, times: number) => {
  for (let i = 0; i < times; i++) countFailedPassword(from(address), email);
};

describe("sign-in limits", () => {
  beforeEach(() => resetSignInLimits());

  it("stop one address for one account after five wrong passwords, not the account elsewhere", () => {
    fail("203.0.113.1", "Owner@Example.com", signInPolicy.perAccountAndAddress.limit);
    expect(signInVerdict(from("203.0.113.1").headers, "owner@example.com").allowed).toBe(false);
    expect(signInVerdict(from("203.0.113.2").headers, "owner@example.com").allowed).toBe(true);
    expect(signInVerdict(from("203.0.113.1").headers, "staff@example.com").allowed).toBe(true);
  });

  it("stop an address after ten wrong passwords, whatever the accounts", () => {
    for (let i = 0; i < signInPolicy.perAddress.limit; i++)
      countFailedPassword(from("203.0.113.3"), `guess-${i}@example.com`);
    const verdict = signInVerdict(from("203.0.113.3").headers, "new@example.com");
    expect(verdict.allowed).toBe(false);
    expect(verdict.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("forget an account's count at an address once the right password is typed there", () => {
    fail("203.0.113.4", "staff@example.com", 4);
    countSignedIn(from("203.0.113.4").headers, "staff@example.com");
    fail("203.0.113.4", "staff@example.com", 4);
    expect(signInVerdict(from("203.0.113.4").headers, "staff@example.com").allowed).toBe(true);
  });

  it("allow five reset requests per address", () => {
    const verdicts = Array.from({ length: 6 }, () =>
      resetRequestVerdict(from("203.0.113.5").headers),
    );
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
