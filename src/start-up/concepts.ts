import "server-only";
import { registerBookingOffer } from "@/leads/delivery/booking-offer";
import { registerMailChannel, registerOutboxJob } from "@/leads/delivery/registered-mail";
import { registerDeliveryFacts } from "@/leads/delivery/sender-facts";
import { registerOwnerAccounts } from "@/leads/push/owner-accounts";
import { registerCmsConfig } from "@/lib/cms/engine-config";
import { registerSeed } from "@/lib/cms/seed-hook";

/**
 * What the concepts hand each other and the platform at start, so that none imports back what
 * loads it: the admin's engine gets its configuration, the outbox gets the business facts' loader, the admin's engine the fresh install's
 * seed, the confirmation e-mail its booking link, the outbox the appointments' e-mails and their
 * reminders. Loaded lazily, because the admin's configuration reads the environment, which the server
 * checks first.
 */
export function registerConcepts() {
  registerCmsConfig(async () => (await import("@payload-config")).default);
  registerDeliveryFacts(async (locale) =>
    (await import("@/business/public")).factsOutsidePages(locale),
  );
  registerBookingOffer(async (lead) => (await import("@/bookings/offer")).bookingOffer(lead));
  const messages = () => import("@/bookings/messages");
  registerMailChannel("appointment_homeowner", async (...args) =>
    (await messages()).homeownerAppointmentMail(...args),
  );
  registerMailChannel("appointment_owner", async (...args) =>
    (await messages()).ownerAppointmentMail(...args),
  );
  registerMailChannel("appointment_reminder", async (...args) =>
    (await messages()).appointmentReminderMail(...args),
  );
  registerOutboxJob("Appointment reminders", async (now) =>
    (await import("@/bookings/reminders")).queueDueAppointmentReminders(now),
  );
  registerOwnerAccounts(async () => (await import("@/accounts/owners")).ownerAccountIds());
  registerSeed(async (payload) => (await import("./seed")).seedContentOnce(payload));
}
