import "server-only";
import type { TypedUser } from "payload";
import { todaysAppointments } from "../agenda";
import { APPOINTMENTS_ADMIN_PATH } from "../addresses";
import { staffCopy } from "../copy";
import { AppointmentCard } from "./appointment-card";

/** Today's appointments on the admin's dashboard, each with its lead and a tap to call. */
export async function TodaysAppointments({ user }: { user?: TypedUser | null }) {
  if (!user) return null;
  const today = await todaysAppointments();
  const { dashboard } = staffCopy;
  return (
    <section
      className="lead-dashboard todays-appointments"
      aria-labelledby="todays-appointments-heading"
    >
      <h2 id="todays-appointments-heading">{dashboard.heading}</h2>
      {today.length === 0 ? (
        <p>{dashboard.none}</p>
      ) : (
        today.map((item) => <AppointmentCard key={item.id} item={item} when={item.time} />)
      )}
      <p>
        <a href={APPOINTMENTS_ADMIN_PATH}>{dashboard.all}</a>
      </p>
    </section>
  );
}
