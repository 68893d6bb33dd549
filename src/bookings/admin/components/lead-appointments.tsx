import "server-only";
import { appointmentsWithLeads } from "@/bookings/store";
import { dallasDay, dayInWords } from "@/lib/time/dallas";
import { agendaItem } from "../agenda";
import { APPOINTMENTS_ADMIN_PATH } from "../addresses";
import { staffCopy } from "../copy";
import { AppointmentCard } from "./appointment-card";

/** A lead's appointments, on the lead: upcoming and cancelled ones, with a way to work them. */
export async function LeadAppointments({ id }: { id?: number | string }) {
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId)) return null;
  const rows = await appointmentsWithLeads({
    leadId,
    statuses: ["booked", "confirmed", "cancelled", "past"],
  });
  const { lead } = staffCopy;
  return (
    <section className="lead-appointments" aria-labelledby="lead-appointments-title">
      <h3 id="lead-appointments-title">{lead.heading}</h3>
      {rows.length === 0 ? (
        <p>{lead.none}</p>
      ) : (
        rows.map((row) => {
          const item = agendaItem(row);
          return (
            <AppointmentCard
              key={item.id}
              item={item}
              when={`${dayInWords(dallasDay(new Date(row.startsAt)))}, ${item.time}`}
            />
          );
        })
      )}
      <p>
        <a href={APPOINTMENTS_ADMIN_PATH}>{lead.manage}</a>
      </p>
    </section>
  );
}
