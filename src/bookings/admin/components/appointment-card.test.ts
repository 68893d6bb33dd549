import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AgendaItem } from "../agenda";
import { AppointmentCard } from "./appointment-card";

const item = (language: AgendaItem["lead"]["language"]): AgendaItem => ({
  id: 7,
  leadId: 3,
  kind: "call",
  time: "10:00–10:15 AM",
  name: "15-minute call",
  status: "booked",
  statusLabel: "Booked online",
  lead: {
    fullName: "Lucía Ramos",
    phone: "(972) 555-0147",
    email: "lucia@example.com",
    projectAddress: "1 Main St",
    city: "Garland",
    language,
  },
});

const textOf = (language: AgendaItem["lead"]["language"]) =>
  renderToStaticMarkup(createElement(AppointmentCard, { item: item(language), when: "10:00 AM" }))
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("an appointment card in the staff's agenda", () => {
  it("says Prefers Spanish before the homeowner's name for a lead from the Spanish pages", () => {
    const lines = textOf("es");
    expect(lines).toContain("Prefers Spanish");
    expect(lines.indexOf("Prefers Spanish")).toBeLessThan(lines.indexOf("Lucía Ramos"));
  });

  it("says nothing of language for an English lead", () => {
    expect(textOf("en").join(" ")).not.toContain("Spanish");
  });
});
