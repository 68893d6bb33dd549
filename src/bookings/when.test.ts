import { describe, expect, it } from "vitest";
import { appointmentName, dayIn, timeIn, whenInWords } from "./when";

// Monday, January 5, 2026, 9:00 AM in Dallas (CST, UTC-6).
const nineInWinter = new Date("2026-01-05T15:00:00Z");
// Monday, July 6, 2026, 9:00 AM in Dallas (CDT, UTC-5).
const nineInSummer = new Date("2026-07-06T14:00:00Z");

describe("an appointment's time in words", () => {
  it("in Spanish: weekday and month in lower case, no comma, a. m. and p. m. as US Spanish writes them", () => {
    expect(dayIn("2026-01-05", "es")).toBe("lunes 5 de enero");
    expect(dayIn("2026-09-16", "es")).toBe("miércoles 16 de septiembre");
    expect(timeIn(nineInWinter, "es")).toBe("9:00 a. m.");
    expect(timeIn(new Date("2026-01-05T19:30:00Z"), "es")).toBe("1:30 p. m.");
    expect(timeIn(new Date("2026-01-05T18:00:00Z"), "es")).toBe("12:00 p. m.");
    expect(whenInWords(nineInWinter, "es")).toBe(
      "lunes 5 de enero a las 9:00 a. m. (hora de Dallas)",
    );
    expect(whenInWords(new Date("2026-01-05T19:30:00Z"), "es")).toBe(
      "lunes 5 de enero a la 1:30 p. m. (hora de Dallas)",
    );
  });

  it("follows Dallas's clock change in both languages", () => {
    expect(whenInWords(nineInSummer, "es")).toBe(
      "lunes 6 de julio a las 9:00 a. m. (hora de Dallas)",
    );
    expect(whenInWords(nineInSummer)).toMatch(/^Monday, July 6 at 9:00\sAM \(Dallas time\)$/);
  });

  it("in English as before", () => {
    expect(whenInWords(nineInWinter)).toMatch(/^Monday, January 5 at 9:00\sAM \(Dallas time\)$/);
    expect(dayIn("2026-01-05")).toBe("Monday, January 5");
  });

  it("names the appointment by its own length, in the reader's language", () => {
    const [start, end] = ["2026-01-05T15:00:00Z", "2026-01-05T15:20:00Z"];
    expect(appointmentName("call", start, end)).toBe("20-minute call");
    expect(appointmentName("call", start, end, "es")).toBe("llamada de 20 minutos");
    expect(appointmentName("visit", start, end)).toBe("in-home consultation");
    expect(appointmentName("visit", start, end, "es")).toBe("consulta en su casa");
  });
});
