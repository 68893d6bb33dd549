import "server-only";
import type { Payload, PayloadRequest } from "payload";
import { cachedFacts, siteFactsFrom, type SiteFacts } from "@/business";
import { loadBusinessFacts } from "@/business/server";
import type { Locale } from "@/lib/i18n/locale";
import { loadServicePackages } from "@/services/server";

/*
 * The site's facts are two concepts' stored data: the owner's business global and the services'
 * packages. They are put together here, where both may be imported, so reading them needs nothing
 * handed over at start: the admin engine's command line and a hook run outside the server read
 * them the same way the pages do.
 */

/**
 * The site's facts as this engine holds them (the business global and the services' packages),
 * through the facts' one cache. A fresh install's are seeded at start (src/start-up/seed.ts),
 * before the server answers, so no read waits for a seed.
 */
export function factsOf(payload: Payload, locale: Locale = "en"): Promise<SiteFacts> {
  return cachedFacts(
    async () => [
      await loadBusinessFacts(payload, undefined, locale),
      await loadServicePackages(payload, undefined, locale),
    ],
    locale,
  );
}

/**
 * The facts as a hook or check of an admin write reads them: through the write's own
 * transaction, uncached (a read outside it would queue behind the transaction it is part of).
 * The packages are the English side's, whose names the prices are quoted by.
 */
export async function factsFor(req: PayloadRequest): Promise<SiteFacts> {
  if (!req.transactionID) return factsOf(req.payload);
  const { payload } = req;
  return siteFactsFrom(
    await loadBusinessFacts(payload, req),
    await loadServicePackages(payload, req),
  );
}
