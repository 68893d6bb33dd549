import { describe, expect, it } from "vitest";
import { dayRange, hoursLine, timeOfDay } from "./opening-hours";

describe("opening hours as printed", () => {
  it("prints times on a 12-hour clock, minutes only when there are some", () => {
    expect(timeOfDay("07:00")).toBe("7 AM");
    expect(timeOfDay("18:00")).toBe("6 PM");
    expect(timeOfDay("12:00")).toBe("12 PM");
    expect(timeOfDay("00:00")).toBe("12 AM");
    expect(timeOfDay("07:30")).toBe("7:30 AM");
    expect(() => timeOfDay("7:00")).toThrow(/07:00/);
  });

  it("names one day in full, a run as a range and gaps as a list, in week order", () => {
    expect(dayRange(["Saturday"])).toBe("Saturday");
    expect(dayRange(["Friday", "Monday", "Tuesday", "Wednesday", "Thursday"])).toBe("Mon–Fri");
    expect(dayRange(["Monday", "Wednesday", "Friday"])).toBe("Mon, Wed, Fri");
    expect(dayRange(["Saturday", "Sunday"])).toBe("Sat, Sun");
  });

  it("adds the note after the times", () => {
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
    expect(hoursLine({ days: weekdays, opens: "07:00", closes: "18:00" })).toBe(
      "Mon–Fri 7 AM–6 PM",
    );
    expect(
      hoursLine({ days: ["Saturday"], opens: "08:00", closes: "16:00", note: " by appointment " }),
    ).toBe("Saturday 8 AM–4 PM by appointment");
  });

  it("prints the same hours in Spanish", () => {
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
    expect(hoursLine({ days: weekdays, opens: "07:00", closes: "18:30" }, "es")).toBe(
      "lun–vie 7 a. m.–6:30 p. m.",
    );
    expect(
      hoursLine(
        { days: ["Saturday"], opens: "08:00", closes: "16:00", note: "con cita previa" },
        "es",
      ),
    ).toBe("sábado 8 a. m.–4 p. m. con cita previa");
    expect(dayRange(["Monday", "Wednesday", "Saturday"], "es")).toBe("lun, mié, sáb");
  });
});
