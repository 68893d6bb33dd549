import "server-only";
import { clientIpFrom } from "@/lib/net/client-address";
import type { Limiter, Verdict } from "@/lib/security/rate-limit";
import { limiterFor } from "@/lib/shared/shared-limiter";
import { processSlot } from "@/lib/runtime/process-slot";

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Kept in this process's memory, or in the Redis every instance shares (REDIS_URL), so several
 * instances count together. The account's own lock counts failures from one address only, so no
 * one can lock the owner out from elsewhere: an attacker is stopped at their own address.
 */
export const signInPolicy = {
  /** Wrong passwords one address may send, whatever the accounts, before it waits. */
  perAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Wrong passwords for one account from one address before that pair waits. */
  perAccountAndAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Password-reset requests one address may send (one e-mail per account: collection.ts). */
  resetsPerAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
} as const;

type Limiters = { address: Limiter; pair: Limiter; resets: Limiter };

const shared = processSlot<Limiters>("sign-in limits");
const limiters = (): Limiters =>
  shared.getOrMake(() => ({
    address: limiterFor("sign-in-address", signInPolicy.perAddress),
    pair: limiterFor("sign-in-account", signInPolicy.perAccountAndAddress),
    resets: limiterFor("reset-address", signInPolicy.resetsPerAddress),
  }));

const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, address: string) => `${accountKey(email)}\n${address}`;

/** Whether another sign-in may be tried from this address for this account. */
export async function signInVerdict(
  headers: Pick<Headers, "get">,
  email: string,
): Promise<Verdict> {
  const address = clientIpFrom(headers);
  const { address: byAddress, pair } = limiters();
  const verdicts = await Promise.all([
    byAddress.check(address),
    pair.check(pairKey(email, address)),
  ]);
  return verdicts.find((verdict) => !verdict.allowed) ?? verdicts[0]!;
}

/** Counts a wrong password (at sign-in, or as the current password of an account change). */
export async function countFailedPassword(
  request: { headers: Pick<Headers, "get"> },
  email: string,
) {
  const address = clientIpFrom(request.headers);
  await Promise.all([
    limiters().address.record(address),
    limiters().pair.record(pairKey(email, address)),
  ]);
}

/** A right password ends that account's count at this address (not the address's own). */
export async function countSignedIn(headers: Pick<Headers, "get">, email: string) {
  await limiters().pair.clear(pairKey(email, clientIpFrom(headers)));
}

/** Checks and counts a password-reset request of this address. */
export const resetRequestVerdict = async (headers: Pick<Headers, "get">): Promise<Verdict> =>
  limiters().resets.hit(clientIpFrom(headers));

/** Forgets every count (tests start each from nothing). */
export function resetSignInLimits() {
  shared.set(undefined);
}
