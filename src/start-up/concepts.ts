import "server-only";
import { registerCmsConfig } from "@/lib/cms/engine-config";
import { registerSchemaOwner } from "@/lib/db/client";
import { registerSeed } from "@/lib/cms/seed-hook";
import { registerChannels, registerOutboxJob } from "@/lib/outbox/registry";
import { leadChannels } from "@/leads/delivery/channels";
import { registerBookingOffer } from "@/leads/delivery/booking-offer";
import { registerDeliveryFacts } from "@/leads/delivery/sender-facts";
import { registerOwnerAccounts } from "@/leads/push/owner-accounts";
import { queueDueReminders } from "@/leads/response-clock/reminders";
import { appointmentChannels } from "@/bookings/channels";
import { estimateChannels } from "@/estimates/channels";
import { jobChannels } from "@/jobs/channels";
import { portalChannels } from "@/portal/channels";

/**
 * What the concepts hand each other and the platform at start, so that none imports back what
 * loads it: the admin's engine gets its configuration and the fresh install's seed, the database
 * the engine's chain of migrations, the outbox every concept's channels and the jobs it runs
 * before each round, the e-mails the business facts' loader, the confirmation e-mail its booking
 * link. Loaded lazily, because the admin's configuration reads the environment, which the server
 * checks first.
 */
export function registerConcepts() {
  registerCmsConfig(async () => (await import("@payload-config")).default);
  registerSchemaOwner(async () => void (await (await import("@/lib/cms/ready")).cms()));
  registerChannels([
    ...leadChannels,
    ...appointmentChannels,
    ...estimateChannels,
    ...jobChannels,
    ...portalChannels,
  ]);
  // In this order: a lead's reminder is queued before the round that sends it.
  registerOutboxJob("Queueing reminders", queueDueReminders);
  registerOutboxJob("Appointment reminders", async (now) =>
    (await import("@/bookings/reminders")).queueDueAppointmentReminders(now),
  );
  // After the reminders, so a round's work is queued first; a signed estimate's job starts here.
  registerOutboxJob("Starting jobs of signed estimates", async () =>
    (await import("@/jobs/start-jobs")).startJobsOfSignedEstimates(),
  );
  registerOutboxJob("Handing jobs without a project manager to the owner", async (now) =>
    (await import("@/jobs/handover")).handOverUnmanagedJobs(now),
  );
  // After the jobs start: a job started this round has its homeowner invited in the same round.
  const portalOffered = async () =>
    (await (await import("@/site/facts")).factsOutsidePages("en")).business.offersClientPortal;
  registerOutboxJob("Inviting homeowners to their project page", async (now) =>
    (await import("@/portal/invitations")).inviteHomeowners(portalOffered, now),
  );
  registerOutboxJob("Telling of new messages on jobs", async (now) =>
    (await import("@/portal/message-alerts")).queueMessageAlerts(now),
  );
  registerOutboxJob("Applying signed change orders to their jobs", async (now) =>
    (await import("@/jobs/change-orders/apply")).applySignedChanges(now),
  );
  registerOutboxJob("E-mailing change orders and their answers", async (now) =>
    (await import("@/portal/change-order-notices")).queueChangeOrderNotices(now),
  );
  registerOutboxJob("E-mailing warranty claims and their answers", async (now) =>
    (await import("@/portal/claim-notices")).queueClaimNotices(now),
  );
  registerOutboxJob("E-mailing homeowners the day's updates", async (now) =>
    (await import("@/portal/digests")).queueDailyDigests(portalOffered, now),
  );
  registerDeliveryFacts(async (locale) => (await import("@/site/facts")).factsOutsidePages(locale));
  registerBookingOffer(async (lead) => (await import("@/bookings/offer")).bookingOffer(lead));
  registerOwnerAccounts(async () => (await import("@/accounts/owners")).ownerAccountIds());
  registerSeed(async (payload) => (await import("./seed")).seedContentOnce(payload));
}
