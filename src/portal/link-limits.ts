import "server-only";
import type { Limiter, Verdict } from "@/lib/security/rate-limit";
import { storedDigest } from "@/lib/security/keyed-digest";
import { limiterFor } from "@/lib/shared/shared-limiter";
import { processSlot } from "@/lib/runtime/process-slot";

const HOUR = 60 * 60_000;

/** Sign-in links asked for, per hour: per e-mail address, and per client address. */
export const linkPolicy = {
  perAddress: { limit: 3, windowMs: HOUR },
  perClient: { limit: 10, windowMs: HOUR },
} as const;

type Limiters = { address: Limiter; client: Limiter };

const shared = processSlot<Limiters>("portal link limits");
const limiters = (): Limiters =>
  shared.getOrMake(() => ({
    address: limiterFor("portal-link-address", linkPolicy.perAddress),
    client: limiterFor("portal-link-client", linkPolicy.perClient),
  }));

/**
 * Counts one request for a link, for every address asked for alike (with a job or without, so the
 * limit tells nothing), and says whether it may be sent. The address is counted by its digest: the
 * shared counter never holds an e-mail address.
 */
export async function linkRequestVerdict(address: string, clientIp: string): Promise<Verdict> {
  const { address: byAddress, client } = limiters();
  const clientVerdict = await client.hit(clientIp);
  if (!clientVerdict.allowed) return clientVerdict;
  return byAddress.hit(storedDigest(address));
}
