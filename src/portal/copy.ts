import type { Localized } from "@/lib/i18n/locale";
import type { PortalCopy } from "./copy-schema";
import { portalCopyEs } from "./copy-es";

/** The homeowner's portal and its e-mails in English; the Spanish is in copy-es.ts. */
export const portalCopy: PortalCopy = {
  title: "Your project page",
  description:
    "Sign in to see your project's schedule, the daily updates, your documents and your payments.",
  signIn: {
    heading: "Your project page",
    intro:
      "Your schedule, the daily updates from your project manager, your signed documents and what is paid, in one place. There is no password: enter the e-mail address your estimate went to, and we e-mail you a link that signs you in.",
    address: "Your e-mail address",
    send: "E-mail me a sign-in link",
    notices: {
      sent: {
        heading: "Check your e-mail",
        text: "If that address is on one of our projects, a sign-in link is on its way. It works once, for 15 minutes. Nothing after a few minutes? Look in the spam folder.",
      },
      "signed-out": { heading: "Signed out", text: "You are signed out on this device." },
      "signed-out-everywhere": {
        heading: "Signed out everywhere",
        text: "You are signed out on every device. To come back, ask for a new link.",
      },
      "device-signed-out": {
        heading: "Device signed out",
        text: "That device is signed out. It needs a new link to come back.",
      },
    },
    problems: {
      address: () => "Enter the e-mail address your estimate went to, like name@example.com.",
      limit: (minutes) =>
        `Too many sign-in links were asked for. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    callUs: (phone) => `Questions about your project? Call us at ${phone}.`,
  },
  link: {
    heading: "Sign in to your project page",
    text: (days) =>
      `Press the button to sign in on this device. You stay signed in for ${days} days, or until you sign out.`,
    button: "Sign in",
    refused: {
      invalid: {
        heading: "This sign-in link is incomplete",
        text: "Part of the link is missing. Open it straight from the e-mail, or ask for a new one.",
      },
      unknown: {
        heading: "This sign-in link does not work",
        text: "We do not know this link. Ask for a new one: it takes a few seconds.",
      },
      spent: {
        heading: "This sign-in link was used already",
        text: "Each link signs in once, on one device. Ask for a new one: it takes a few seconds.",
      },
      expired: {
        heading: "This sign-in link has expired",
        text: "A link works for 15 minutes. Ask for a new one: it takes a few seconds.",
      },
    },
    askAgain: "Ask for a new sign-in link",
  },
  project: {
    signedInAs: (address) => `Signed in as ${address}`,
    signOut: "Sign out",
    none: {
      heading: "No project under this address",
      text: (address) =>
        `We have no project under ${address}. If your estimate went to another address, sign out and use that one.`,
    },
    steps: { heading: "Where your project is", current: "Now", done: "Done" },
    schedule: {
      heading: "Schedule",
      phase: "Phase",
      dates: "Dates",
      days: (days) => `${days} working day${days === 1 ? "" : "s"}`,
      range: (from, to) => (from === to ? from : `${from} to ${to}`),
      moved: (before, because) => `Moved. It was ${before}. Why: ${because}`,
      undated: "Dates follow once your start date is set.",
      none: "Your project manager adds the phases of the work here.",
    },
    updates: {
      heading: "Daily updates",
      none: "Your project manager posts an update every working day once work starts.",
      noWork: (note) => `No work on site: ${note}`,
      photoAlt: (position, count, day) => `Photo ${position} of ${count} from ${day}`,
      openPhoto: "Open the photo full size",
    },
    payments: {
      heading: "Payments",
      payment: "Payment",
      amount: "Amount",
      state: "Status",
      paidOn: (day) => `Received ${day}`,
      due: "Not received yet",
      summary: (paid, total) => `Received so far: ${paid} of ${total}.`,
      next: (title, amount) => `Next: ${title}, ${amount}.`,
      allPaid: "Everything is paid. Thank you.",
      noCards: "We never ask for card numbers by e-mail or on this page.",
      none: "Your payment schedule appears here once it is set with your contract.",
    },
    documents: {
      heading: "Documents",
      estimate: "Your signed estimate (PDF)",
      none: "Your signed documents appear here.",
    },
    warranty: {
      heading: "Your warranty",
      completed: (day) => `The work was completed on ${day}. Your warranties run from that day.`,
      workmanship: (years, day) =>
        `Workmanship warranty: ${years} ${years === 1 ? "year" : "years"}, through ${day}.`,
      structural: (years, day) =>
        `Structural warranty on the addition: ${years} ${years === 1 ? "year" : "years"}, through ${day}.`,
      claim: "Each claim below is answered by your project manager, here and by e-mail.",
      claims: {
        heading: "Warranty claims",
        none: "No claims. We hope it stays that way.",
        kind: { workmanship: "workmanship", structural: "structural" },
        filed: (day, kind) => `Filed on ${day} under the ${kind} warranty`,
        state: {
          received: "Received. Your project manager will answer here and by e-mail.",
          accepted: "Accepted: we will fix it under the warranty.",
          visit_booked: (when) => `A visit is booked for ${when}.`,
          resolved: "Resolved.",
          declined: (reason) => `Not covered by the warranty: ${reason}`,
        },
        photoAlt: (position, count) => `Photo ${position} of ${count} sent with the claim`,
        form: {
          heading: "Something not right? File a warranty claim",
          warranty: "Warranty",
          description: "What is wrong, and where",
          hint: 'For example: "The grout by the tub drain is cracking." Your project manager is told at once.',
          photos: (max) => `Photos (optional, up to ${max})`,
          send: "File the claim",
        },
        sent: {
          heading: "Claim filed",
          text: "Your project manager has it. You get each answer by e-mail, and it appears here.",
        },
        problems: {
          length: "Describe what is wrong in 10 to 4,000 characters.",
          photos: "Send up to 6 photos (JPEG, PNG, WebP or AVIF), 25 MB in all.",
          warranty:
            "That warranty has ended, or this job does not carry it. Write to us under Messages instead.",
          limit: "You have filed several claims today. Please wait, or call us.",
        },
      },
    },
    manager: {
      heading: "Your project manager",
      text: (name) =>
        name
          ? `${name} runs your project and answers your questions.`
          : "Your project manager runs your project and answers your questions.",
      write: "E-mail",
    },
    messages: {
      heading: "Messages",
      none: "No messages yet. Ask anything about your project here.",
      you: "You",
      office: (name) => name || "Your project manager",
      about: {
        update: (day) => `About the update of ${day}`,
        photo: "About this photo",
        estimate: "About your signed estimate",
      },
      ask: {
        update: "Ask about this update",
        photo: "Ask about this photo",
        estimate: "Ask about the estimate",
      },
      photoAlt: (position, count) => `Photo ${position} of ${count} sent with the message`,
      form: {
        heading: "Write to your project manager",
        label: "Your message",
        about: "About",
        general: "The project in general",
        update: (day) => `The update of ${day}`,
        photo: "The photo you picked",
        estimate: "Your signed estimate",
        photos: (max) => `Photos (optional, up to ${max})`,
        send: "Send the message",
        when: "Your project manager is told at once and answers on working days. The answer comes by e-mail and appears here.",
      },
      sent: {
        heading: "Message sent",
        text: "Your project manager has it. You get the answer by e-mail, and it appears here.",
      },
      problems: {
        length: "Write a message of 2 to 4,000 characters.",
        photos: "Send up to 6 photos (JPEG, PNG, WebP or AVIF), 25 MB in all.",
        about:
          "That update or photo is not one of this project's. Pick another, or the project in general.",
        limit: "You have sent many messages in the last hour. Please wait a little, or call us.",
      },
    },
  },
  digest: {
    heading: "Daily e-mail",
    on: (time) =>
      `On each day your project manager posts an update, we e-mail you the day's updates at ${time}.`,
    off: "The daily e-mail is off. The updates are still here on this page.",
    stop: "Stop the daily e-mail",
    start: "E-mail me each day's updates",
  },
  devices: {
    heading: "Signed-in devices",
    intro: (days) =>
      `Each device stays signed in for ${days} days after its link. Sign out any you do not recognize.`,
    thisDevice: "This device",
    signedIn: (moment) => `Signed in on ${moment}`,
    lastUsed: (moment) => `last used on ${moment}`,
    signOutDevice: "Sign out",
    everywhere: "Sign out everywhere",
  },
  mail: {
    link: {
      subject: (business) => `Your sign-in link for ${business}`,
      intro: "Here is the link you asked for, to sign in to your project page.",
      button: "Sign in to your project page",
      valid: (minutes) =>
        `It works once, for ${minutes} minutes. Then ask for a new one on the project page.`,
      notYou: "If you did not ask for it, ignore this e-mail: nobody can sign in without the link.",
    },
    digest: {
      subject: (title, day) => `Your project today, ${day}: ${title}`,
      intro: (day) => `Here is what your project manager posted for ${day}.`,
      photos: (count) =>
        count === 1
          ? "The day's photo is on your project page."
          : `The day's ${count} photos are on your project page.`,
      button: "See your project page",
      stop: "You get this e-mail on each day with an update. To stop it, use “Daily e-mail” on your project page.",
    },
    claim: {
      subject: (title) => `Your warranty claim: ${title}`,
      intro: (title) => `An answer to your warranty claim for “${title}”:`,
      button: "See it on your project page",
    },
    answer: {
      subject: (title) => `An answer about your project: ${title}`,
      intro: (name, title) =>
        `${name || "Your project manager"} answered your message about “${title}”:`,
      button: "See the conversation on your project page",
      reply: "To write back, use your project page, or simply reply to this e-mail.",
    },
    invitation: {
      subject: (business, title) => `${business}: your project page for “${title}”`,
      intro: (title) => `Your project page for “${title}” is ready.`,
      what: "Your schedule, an update from your project manager every working day, your signed estimate and your payments are there.",
      how: "To sign in, open the page and enter this e-mail address. We e-mail you a link that signs you in; there is no password to remember.",
      button: "Open your project page",
    },
  },
};

export const portalCopyIn: Localized<PortalCopy> = { en: portalCopy, es: portalCopyEs };
