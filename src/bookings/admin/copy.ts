/** The words of the admin's appointments page, one place for each. */
export const staffCopy = {
  title: "Appointments",
  intro:
    "Calls and in-home consultations homeowners booked after their request, in Dallas time. Confirm a time to tell the homeowner it stands; a move or a cancel sends both of you an updated invitation.",
  sections: {
    today: "Today",
    week: "Next 7 days",
    later: "Later",
    cancelled: "Cancelled lately",
  },
  none: {
    today: "Nothing booked today.",
    week: "Nothing booked in the next 7 days.",
    later: "Nothing booked further ahead.",
  },
  status: { booked: "Booked online", confirmed: "Confirmed", cancelled: "Cancelled", past: "Over" },
  cancelledBy: (by: string | null) =>
    by === "homeowner" ? "by the homeowner" : by ? "by staff" : "",
  actions: {
    confirm: "Confirm",
    cancel: "Cancel",
    move: "Move",
    moveOpen: "Move…",
    cancelOpen: "Cancel…",
    cancelThis: (name: string) => `Cancel the ${name}`,
    moveTo: "Move to",
    noTimes: "No other time is open.",
  },
  done: {
    confirmed: "Confirmed. The homeowner gets an e-mail that the time stands.",
    moved: "Moved. The homeowner and you get an updated invitation.",
    cancelled: "Cancelled. The homeowner and you get the cancellation for your calendars.",
    taken: "That time was just taken. Pick another.",
    gone: "That time is no longer open. Pick another.",
    not_offered: "This kind of appointment is not offered at the moment (booking settings).",
    not_upcoming: "That appointment was already cancelled or has passed.",
  } as Record<string, string>,
  feed: {
    heading: "Your calendar on your phone",
    text: "Subscribe to this private address in your phone's calendar app (Add calendar → From URL / Subscribe) to see every appointment there. It is yours alone: anyone with the address sees the appointments, so keep it private, and make a new one if it leaks.",
    none: "You have no calendar address yet.",
    address: "Your calendar address",
    shownOnce:
      "Copy it into your calendar app now: it is shown only this once. If you lose it, make a new one.",
    kept: (day: string) =>
      `You made a calendar address on ${day}. For your privacy it is shown only when it is made: if your calendar app does not have it, make a new one.`,
    make: "Make my calendar address",
    remake: "Make a new address (the old one stops)",
    stop: "Stop my calendar address",
    made: "Your new calendar address is ready. Any earlier one no longer works.",
    stopped: "Your calendar address no longer works.",
    name: (business: string) => `${business} appointments`,
    unknown: "This calendar address does not work any more. Make a new one in the admin.",
  },
  refusals: {
    action: "Confirm, move or cancel an appointment from the appointments page.",
    start: "Choose one of the open times on the appointments page.",
    feed: "Make or stop your calendar address from the appointments page.",
  },
  lead: {
    heading: "Appointments",
    none: "No appointment booked.",
    manage: "Manage appointments",
  },
  dashboard: {
    heading: "Today's appointments",
    none: "No appointments today.",
    all: "All appointments",
  },
} as const;
