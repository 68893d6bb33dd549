import "server-only";
import { clientIpFrom } from "@/lib/net/client-address";
import { dallasDay } from "@/lib/time/dallas";
import { isAutomated } from "@/lib/net/automated";
import { beaconLimiter } from "./beacon-limit";
import { originOf, type Arrival } from "./channel";
import { landingOf } from "./landing";
import { countStep, type Counted } from "./store";

/** A first visit as its record holds it: where it landed and came from, and when. */
export type FirstArrival = Arrival & { at: string };

/**
 * Counts a new browser's first page, or its first form start, under the day, channel and page of
 * its first visit: a form start is counted with the visit it followed, so each step counts the
 * same people as the one before it. A program's views (crawlers, audits) are not counted, and an
 * address past its limit is told so ("too-many") rather than counted.
 */
export async function countArrival(
  step: Counted["step"],
  arrival: FirstArrival,
  headers: Pick<Headers, "get">,
  siteHost: string,
): Promise<"counted" | "automated" | "too-many"> {
  if (isAutomated(headers.get("user-agent"))) return "automated";
  const verdict = await beaconLimiter().hit(clientIpFrom(headers));
  if (!verdict.allowed) return "too-many";
  await countStep({
    step,
    day: dallasDay(new Date(arrival.at)),
    origin: originOf(arrival, siteHost),
    landing: landingOf(arrival.landingPage),
  });
  return "counted";
}
