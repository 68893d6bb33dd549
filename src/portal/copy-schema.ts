import type { MessageProblem } from "@/jobs/server";
import type { LinkProblem } from "./link-store";

/** Why the "send me a link" form sent nothing, as the sign-in page says it. */
export type LinkRequestProblem = "address" | "limit";

/** What the portal page says after one of its forms. */
export type PortalNotice = "sent" | "signed-out" | "signed-out-everywhere" | "device-signed-out";

/**
 * The words of the homeowner's portal and its e-mails, written out here so the English (copy.ts)
 * and the Spanish (copy-es.ts) fill in the same entries. Sentence builders take figures already
 * written in the page's language ("$1,250.00", "January 2, 2027").
 */
export type PortalCopy = {
  title: string;
  description: string;
  signIn: {
    heading: string;
    intro: string;
    address: string;
    send: string;
    notices: Record<PortalNotice, { heading: string; text: string }>;
    problems: Record<LinkRequestProblem, (minutes: number) => string>;
    callUs: (phone: string) => string;
  };
  link: {
    heading: string;
    text: (days: number) => string;
    button: string;
    refused: Record<LinkProblem, { heading: string; text: string }>;
    askAgain: string;
  };
  project: {
    signedInAs: (address: string) => string;
    signOut: string;
    none: { heading: string; text: (address: string) => string };
    steps: { heading: string; current: string; done: string };
    schedule: {
      heading: string;
      phase: string;
      dates: string;
      days: (days: number) => string;
      range: (from: string, to: string) => string;
      /** Under a moved phase's dates: the dates it had, and why it moved. */
      moved: (before: string, because: string) => string;
      undated: string;
      none: string;
    };
    updates: {
      heading: string;
      none: string;
      noWork: (note: string) => string;
      /** A photo's description when its project manager wrote none. */
      photoAlt: (position: number, count: number, day: string) => string;
      /** The link around a thumbnail, to the photo on its own. */
      openPhoto: string;
    };
    payments: {
      heading: string;
      payment: string;
      amount: string;
      state: string;
      paidOn: (day: string) => string;
      due: string;
      summary: (paid: string, total: string) => string;
      next: (title: string, amount: string) => string;
      allPaid: string;
      noCards: string;
      none: string;
    };
    documents: { heading: string; estimate: string; none: string };
    /** A complete job's warranties; days come written out, years as numbers. */
    warranty: {
      heading: string;
      completed: (day: string) => string;
      workmanship: (years: number, day: string) => string;
      structural: (years: number, day: string) => string;
      claim: string;
      claims: {
        heading: string;
        none: string;
        kind: { workmanship: string; structural: string };
        filed: (day: string, kind: string) => string;
        state: {
          received: string;
          accepted: string;
          visit_booked: (when: string) => string;
          resolved: string;
          declined: (reason: string) => string;
        };
        photoAlt: (position: number, count: number) => string;
        form: {
          heading: string;
          warranty: string;
          description: string;
          hint: string;
          photos: (max: number) => string;
          send: string;
        };
        sent: { heading: string; text: string };
        problems: { length: string; photos: string; warranty: string; limit: string };
      };
    };
    /** `name` is empty when the manager's account has none. */
    manager: { heading: string; text: (name: string) => string; write: string };
    messages: {
      heading: string;
      none: string;
      you: string;
      /** The office's writer; `name` is empty when their account has none. */
      office: (name: string) => string;
      about: { update: (day: string) => string; photo: string; estimate: string };
      /** The links beside an update, a photo or the estimate that open the form about it. */
      ask: { update: string; photo: string; estimate: string };
      photoAlt: (position: number, count: number) => string;
      form: {
        heading: string;
        label: string;
        about: string;
        general: string;
        update: (day: string) => string;
        photo: string;
        estimate: string;
        photos: (max: number) => string;
        send: string;
        when: string;
      };
      sent: { heading: string; text: string };
      problems: Record<MessageProblem, string>;
    };
  };
  digest: {
    heading: string;
    on: (time: string) => string;
    off: string;
    stop: string;
    start: string;
  };
  devices: {
    heading: string;
    intro: (days: number) => string;
    thisDevice: string;
    signedIn: (moment: string) => string;
    lastUsed: (moment: string) => string;
    signOutDevice: string;
    everywhere: string;
  };
  mail: {
    link: {
      subject: (business: string) => string;
      intro: string;
      button: string;
      valid: (minutes: number) => string;
      notYou: string;
    };
    digest: {
      subject: (title: string, day: string) => string;
      intro: (day: string) => string;
      /** The day's photos stay on the page: an e-mail is easily forwarded. */
      photos: (count: number) => string;
      button: string;
      stop: string;
    };
    claim: {
      subject: (title: string) => string;
      /** The claim's answer in a sentence (the page's words), after the greeting. */
      intro: (title: string) => string;
      button: string;
    };
    answer: {
      subject: (title: string) => string;
      /** `name` is the project manager's, empty when their account has none. */
      intro: (name: string, title: string) => string;
      button: string;
      reply: string;
    };
    invitation: {
      subject: (business: string, title: string) => string;
      intro: (title: string) => string;
      what: string;
      how: string;
      button: string;
    };
  };
};
