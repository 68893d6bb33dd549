import "server-only";
import { clientIpFrom } from "@/lib/net/client-address";
import { SlidingWindowLimiter, type Verdict } from "@/lib/security/rate-limit";

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Kept in this process's memory, like the estimate form's limit (README: with several instances
 * each keeps its own count). The account's own lock counts failures from one address only, so no
 * one can lock the owner out from elsewhere: an attacker is stopped at their own address.
 */
export const signInPolicy = {
  /** Wrong passwords one address may send, whatever the accounts, before it waits. */
  perAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Wrong passwords for one account from one address before that pair waits. */
  perAccountAndAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Password-reset requests one address may send (one e-mail per account: users.ts). */
  resetsPerAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
} as const;

type Limiters = {
  address: SlidingWindowLimiter;
  pair: SlidingWindowLimiter;
  resets: SlidingWindowLimiter;
};

const holder = globalThis as typeof globalThis & { __signInLimiters?: Limiters };
const limiters = (): Limiters =>
  (holder.__signInLimiters ??= {
    address: new SlidingWindowLimiter(
      signInPolicy.perAddress.limit,
      signInPolicy.perAddress.windowMs,
    ),
    pair: new SlidingWindowLimiter(
      signInPolicy.perAccountAndAddress.limit,
      signInPolicy.perAccountAndAddress.windowMs,
    ),
    resets: new SlidingWindowLimiter(
      signInPolicy.resetsPerAddress.limit,
      signInPolicy.resetsPerAddress.windowMs,
    ),
  });

const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, address: string) => `${accountKey(email)}\n${address}`;

/** Whether another sign-in may be tried from this address for this account. */
export function signInVerdict(headers: Pick<Headers, "get">, email: string): Verdict {
  const address = clientIpFrom(headers);
  const { address: byAddress, pair } = limiters();
  const verdicts = [byAddress.check(address), pair.check(pairKey(email, address))];
  return verdicts.find((verdict) => !verdict.allowed) ?? verdicts[0]!;
}

/** Counts a wrong password (at sign-in, or as the current password of an account change). */
export function countFailedPassword(request: { headers: Pick<Headers, "get"> }, email: string) {
  const address = clientIpFrom(request.headers);
  limiters().address.record(address);
  limiters().pair.record(pairKey(email, address));
}

/** A right password ends that account's count at this address (not the address's own). */
export function countSignedIn(headers: Pick<Headers, "get">, email: string) {
  limiters().pair.clear(pairKey(email, clientIpFrom(headers)));
}

/** Checks and counts a password-reset request of this address. */
export const resetRequestVerdict = (headers: Pick<Headers, "get">): Verdict =>
  limiters().resets.hit(clientIpFrom(headers));

/** Forgets every count (tests start each from nothing). */
export function resetSignInLimits() {
  holder.__signInLimiters = undefined;
}
