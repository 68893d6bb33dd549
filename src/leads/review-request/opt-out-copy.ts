/** What the review opt-out page says, for each state a homeowner can reach it in. */
export const optOutCopy = {
  title: "Stop review requests",
  description: "Ask us to send you no more review requests.",
  confirm: {
    heading: "Stop review requests?",
    text: (email: string) =>
      `We will send no more review requests to ${email}. Everything else about your project stays as it is.`,
    button: "Stop review requests",
  },
  done: {
    heading: "You will get no more review requests",
    text: "Thank you for telling us. If you ever want to share how your project went, you are always welcome to.",
  },
  invalid: {
    heading: "This link does not work",
    text: "It may have been cut short when it was copied. Use the link in the e-mail itself, or call us and we will take you off the list.",
  },
} as const;
