import { describe, expect, it } from "vitest";
import { englishLeftovers } from "@/lib/i18n/english-leftovers";
import { bookingCopy, bookingCopyIn, type BookingCopy } from "./copy";

const spanish = bookingCopyIn.es;

/** The copy with every sentence builder called with words that are not English. */
function rendered(value: unknown): unknown {
  if (typeof value === "function") return value("15", "Trinity Oak Remodeling", "lunes");
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rendered(item)]));
  return value;
}

/** Where every entry sits, and whether it is a text or a sentence builder. */
function shape(value: unknown): unknown {
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

const phone = "(214) 555-0100";

describe("the booking words in Spanish", () => {
  it("say everything the English says, and English stays the edition's default", () => {
    expect(shape(spanish)).toEqual(shape(bookingCopy));
    expect(bookingCopyIn.en).toBe(bookingCopy);
  });

  it("mix in no English", () => {
    expect(englishLeftovers(rendered(spanish))).toEqual([]);
    expect(englishLeftovers(spanish.offer(undefined, true))).toEqual([]);
  });

  it("keep the phone, the minutes and the days they are given", () => {
    const texts = (copy: BookingCopy) => [
      copy.none(phone),
      copy.invalid.text(phone),
      copy.expired.text(phone, 30),
      copy.notices.started("llamada", phone),
      copy.notices.notOffered("llamada", phone),
      copy.mail.questions(phone, "lun–vie 7 a. m.–6 p. m."),
    ];
    for (const text of texts(spanish)) expect(text).toContain(phone);
    expect(spanish.expired.text(phone, 30)).toContain("30 días");
    expect(spanish.offer(15, true)).toBe(
      "Elija la hora de su llamada de 15 minutos o de la consulta en su casa",
    );
    expect(spanish.offer(undefined, true)).toBe("Elija la hora de la consulta en su casa");
    expect(spanish.kinds.call.named(20)).toBe("llamada de 20 minutos");
    expect(spanish.dayTimes(1)).toBe("1 horario disponible");
    expect(spanish.dayTimes(4)).toBe("4 horarios disponibles");
  });

  it("greet by first name only when there is one", () => {
    expect(spanish.greeting("María")).toBe(
      "Gracias, María. Elija el horario que mejor le convenga.",
    );
    expect(spanish.greeting(undefined)).toBe("Gracias. Elija el horario que mejor le convenga.");
  });

  it("say one o'clock in the singular", () => {
    expect(spanish.when("lunes 5 de enero", "1:30 p. m.")).toBe(
      "lunes 5 de enero a la 1:30 p. m. (hora de Dallas)",
    );
    expect(spanish.when("lunes 5 de enero", "10:00 a. m.")).toBe(
      "lunes 5 de enero a las 10:00 a. m. (hora de Dallas)",
    );
    expect(spanish.when("lunes 5 de enero", "11:00 a. m.")).toContain("a las 11:00");
  });

  it("name the homeowner's calendar event with a capital, and the business as it is", () => {
    expect(spanish.mail.event("consulta en su casa", "Trinity Oak Remodeling")).toBe(
      "Consulta en su casa con Trinity Oak Remodeling",
    );
  });
});
