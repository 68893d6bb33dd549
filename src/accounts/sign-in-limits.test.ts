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
const fail = async (address: string, email: string, times: number) => {
  for (let i = 0; i < times; i++) await countFailedPassword(from(address), email);
};

describe("sign-in limits", async () => {
  beforeEach(() => resetSignInLimits());

  it("stop one address for one account after five wrong passwords, not the account elsewhere", async () => {
    await fail("203.0.113.1", "Owner@Example.com", signInPolicy.perAccountAndAddress.limit);
    expect((await signInVerdict(from("203.0.113.1").headers, "owner@example.com")).allowed).toBe(
      false,
    );
    expect((await signInVerdict(from("203.0.113.2").headers, "owner@example.com")).allowed).toBe(
      true,
    );
    expect((await signInVerdict(from("203.0.113.1").headers, "staff@example.com")).allowed).toBe(
      true,
    );
  });

  it("stop an address after ten wrong passwords, whatever the accounts", async () => {
    for (let i = 0; i < signInPolicy.perAddress.limit; i++)
      await countFailedPassword(from("203.0.113.3"), `guess-${i}@example.com`);
    const verdict = await signInVerdict(from("203.0.113.3").headers, "new@example.com");
    expect(verdict.allowed).toBe(false);
    expect(verdict.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("forget an account's count at an address once the right password is typed there", async () => {
    await fail("203.0.113.4", "staff@example.com", 4);
    await countSignedIn(from("203.0.113.4").headers, "staff@example.com");
    await fail("203.0.113.4", "staff@example.com", 4);
    expect((await signInVerdict(from("203.0.113.4").headers, "staff@example.com")).allowed).toBe(
      true,
    );
  });

  it("allow five reset requests per address", async () => {
    const verdicts = [];
    for (let i = 0; i < 6; i++)
      verdicts.push(await resetRequestVerdict(from("203.0.113.5").headers));
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
