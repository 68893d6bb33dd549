/** A job's payment as stored: its amount in cents and, once it came in, the day. */
export type JobPayment = { title: string; amountCents: number; receivedOn?: string | null };

export type PaymentStanding = {
  receivedCents: number;
  outstandingCents: number;
  /** The first payment in the schedule not received yet: what the homeowner owes next. */
  next: { title: string; cents: number } | null;
};

/** What a job's payments say: paid so far, still to come, and the next one due. */
export function paymentStanding(payments: readonly JobPayment[]): PaymentStanding {
  let receivedCents = 0;
  let outstandingCents = 0;
  let next: PaymentStanding["next"] = null;
  for (const payment of payments) {
    if (payment.receivedOn) receivedCents += payment.amountCents;
    else {
      outstandingCents += payment.amountCents;
      next ??= { title: payment.title, cents: payment.amountCents };
    }
  }
  return { receivedCents, outstandingCents, next };
}
