import { describe, expect, it } from "vitest";
import type { LeadRow } from "@/leads/tables";
import { leadAlertText, reminderAlertText } from "./alert-text";
import { ntfyEndpoint, ntfyMessage } from "./ntfy";

// As the lead channels (channels.ts) make them.
const ntfyAlert = (lead: LeadRow, topic: string) =>
  ntfyMessage(leadAlertText(lead), topic, "house");
const ntfyReminder = (lead: LeadRow, topic: string, waited: number) =>
  ntfyMessage(reminderAlertText(lead, waited), topic, "hourglass");

const lead = {
  id: 41,
  fullName: "María José Lopez",
  email: "maria@example.com",
  phone: "(214) 555-0199",
  projectAddress: "1234 Elm St",
  city: "Plano",
  serviceTypes: ["Kitchen Remodel", "Bathroom Remodel"],
  startDate: "2027-01-05",
  budgetRange: "$50K–$100K",
  projectDescription: "Call me at 972-555-0100 about the galley kitchen",
  hearAboutUs: "Referral",
} as LeadRow;

describe("the ntfy alert", () => {
  it("names the first name and city, then the services, budget and start date, at high priority", () => {
    const alert = ntfyAlert(lead, "owner-topic");
    expect(alert).toMatchObject({
      topic: "owner-topic",
      title: "New lead: María in Plano",
      message: "Kitchen Remodel, Bathroom Remodel\n$50K–$100K\nStart Jan 5, 2027",
      priority: 4,
    });
    expect(alert.click).toMatch(/\/admin\/collections\/leads\/41$/);
  });

  it("carries no e-mail address, phone number, street address or free text", () => {
    const text = JSON.stringify(ntfyAlert(lead, "owner-topic"));
    for (const secret of ["maria@example.com", "555-0199", "Elm St", "galley", "972", "Lopez"])
      expect(text).not.toContain(secret);
  });

  it("leaves out a name that is not a plain first name, and says when no start date was given", () => {
    const alert = ntfyAlert(
      { ...lead, fullName: "http://spam.example/buy now", startDate: null },
      "t",
    );
    expect(alert.title).toBe("New lead: someone in Plano");
    expect(alert.message).toContain("Start date not given");
  });
});

describe("the ntfy reminder", () => {
  it('reads "Still waiting: María, Plano, 15 min", with the same summary and no contact details', () => {
    const reminder = ntfyReminder(lead, "owner-topic", 15);
    expect(reminder).toMatchObject({
      title: "Still waiting: María, Plano, 15 min",
      message: "Kitchen Remodel, Bathroom Remodel\n$50K–$100K\nStart Jan 5, 2027",
      priority: 4,
    });
    expect(reminder.click).toMatch(/\/admin\/collections\/leads\/41$/);
    const text = JSON.stringify(reminder);
    for (const secret of ["maria@example.com", "555-0199", "Elm St", "galley", "Lopez"])
      expect(text).not.toContain(secret);
  });
});

describe("NTFY_URL", () => {
  it("is a topic's address; JSON goes to the server's root with the topic in the body", () => {
    expect(ntfyEndpoint("https://ntfy.sh/trinity-oak-leads-x7")).toEqual({
      publishUrl: "https://ntfy.sh/",
      topic: "trinity-oak-leads-x7",
    });
    expect(ntfyEndpoint("http://10.0.0.5:8080/ntfy/leads?x=1")).toEqual({
      publishUrl: "http://10.0.0.5:8080/ntfy/",
      topic: "leads",
    });
  });

  it("without a topic is refused", () => {
    expect(() => ntfyEndpoint("https://ntfy.sh/")).toThrow("names no topic");
  });
});
