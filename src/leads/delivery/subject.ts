/**
 * The outbox subject of a lead's deliveries, its appointments' included:
 * the lead is what they thread under, as `<lead-{id}.…>` in their Message-ID.
 */
export const LEAD_SUBJECT = "lead";

export const ofLead = (leadId: number) => ({ subject: LEAD_SUBJECT, subjectId: leadId });
