import { AdminButton } from "@/components/layout/admin-button";
import { telHref } from "@/lib/routing/phone-number";
import { languageNote } from "@/leads";
import type { AgendaItem, MoveChoices } from "../agenda";
import { appointmentActionPath } from "../addresses";
import { staffCopy } from "../copy";
import { TimeSelect } from "./time-select";

const { actions } = staffCopy;

/** The forms that work an upcoming appointment; plain posts, so they need no script. */
function AppointmentActions({ item, choices }: { item: AgendaItem; choices: MoveChoices }) {
  const action = appointmentActionPath(item.id);
  const days = choices[item.kind];
  return (
    <div className="appointment__actions">
      {item.status === "booked" && (
        <form method="post" action={action}>
          <input type="hidden" name="action" value="confirm" />
          <AdminButton type="submit" look="primary">
            {actions.confirm}
          </AdminButton>
        </form>
      )}
      <details>
        <summary>{actions.moveOpen}</summary>
        {days.length === 0 ? (
          <p>{actions.noTimes}</p>
        ) : (
          <form method="post" action={action}>
            <input type="hidden" name="action" value="move" />
            <label>
              {actions.moveTo} <TimeSelect days={days} />
            </label>
            <AdminButton type="submit">{actions.move}</AdminButton>
          </form>
        )}
      </details>
      <details>
        <summary>{actions.cancelOpen}</summary>
        <form method="post" action={action}>
          <input type="hidden" name="action" value="cancel" />
          <AdminButton type="submit">{actions.cancelThis(item.name)}</AdminButton>
        </form>
      </details>
    </div>
  );
}

/**
 * One appointment as staff read it: when, what, its state, and the lead with a tap to call;
 * with `choices`, the forms to confirm, move or cancel it.
 */
export function AppointmentCard({
  item,
  when,
  choices,
}: {
  item: AgendaItem;
  /** The time, or the day and time where the list is not grouped by day. */
  when: string;
  choices?: MoveChoices;
}) {
  const language = languageNote(item.lead.language);
  return (
    <article
      className="appointment"
      id={`appointment-${item.id}`}
      aria-label={`${when}, ${item.name}`}
    >
      <p className="appointment__when">
        <strong>{when}</strong> {item.name}{" "}
        <span className="appointment__status">{item.statusLabel}</span>
      </p>
      {language ? <p className="appointment__language">{language}</p> : null}
      <p>
        <a href={`/admin/collections/leads/${item.leadId}`}>{item.lead.fullName}</a>
        {" · "}
        <a href={telHref(item.lead.phone)}>{item.lead.phone}</a>
        {" · "}
        {item.lead.projectAddress}, {item.lead.city}
      </p>
      {choices && (item.status === "booked" || item.status === "confirmed") && (
        <AppointmentActions item={item} choices={choices} />
      )}
    </article>
  );
}
