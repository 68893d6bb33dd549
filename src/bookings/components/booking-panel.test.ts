import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { englishWordsIn } from "@/lib/i18n/english-leftovers";
import type { Locale } from "@/lib/i18n/locale";
import type { BookingView } from "../view";
import { BookingPanel } from "./booking-panel";

/** A lead's call page with a booked time, two days open and a notice, as the view makes it. */
const openView: BookingView = {
  state: "open",
  token: "signed-token",
  kind: "call",
  greeting: "Gracias, María. Elija el horario que mejor le convenga.",
  heading: "Elija la hora de su llamada de 15 minutos",
  what: "Le llamamos al número que nos dio.",
  tabs: [
    { kind: "call", label: "Llamada telefónica", href: "/es/book?t=x&kind=call", current: true },
    {
      kind: "visit",
      label: "Consulta en su casa",
      href: "/es/book?t=x&kind=visit",
      current: false,
    },
  ],
  notice: { tone: "done", text: "Listo." },
  current: "lunes 5 de enero a las 9:00 a. m. (hora de Dallas)",
  days: [
    {
      day: "2026-01-06",
      label: "Martes 6 de enero",
      open: true,
      slots: [{ value: "2026-01-06T15:00:00.000Z", label: "9:00 a. m." }],
    },
  ],
};

const render = (view: BookingView, locale: Locale) =>
  renderToStaticMarkup(createElement(BookingPanel, { view, locale }));

/** What a visitor reads, and the labels a screen reader reads. */
const readText = (html: string) =>
  [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]).join(" ") +
  html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the booking page's panel", () => {
  it("in Spanish shows no English and posts its edition, so the answer comes back in Spanish", () => {
    const html = render(openView, "es");
    expect(englishWordsIn(readText(html))).toEqual([]);
    expect(html.match(/name="lang" value="es"/g)).toHaveLength(2);
    for (const words of [
      "Qué desea agendar",
      "Tiene agendada la llamada para el lunes 5 de enero",
      "Cancelar la llamada",
      "¿Necesita otro horario?",
      "Todos los horarios están en hora de Dallas",
      "1 horario disponible",
      "Cambiar a este horario",
    ])
      expect(html).toContain(words);
  });

  it("in English says what it said before", () => {
    const html = render({ ...openView, current: undefined }, "en");
    expect(html).toContain('aria-label="What to book"');
    expect(html).toContain('name="lang" value="en"');
    expect(html).toContain("All times are Dallas time (Central).");
    expect(html).toContain("Book this time");
  });
});
