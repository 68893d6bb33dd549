import { describe, expect, it } from "vitest";
import { rowLabelText } from "./row-label-text";

describe("a row's label", () => {
  it("reads as the row's content", () => {
    const hours = { days: ["Mon", "Tue"], opens: "07:00", closes: "18:00" };
    expect(rowLabelText(hours, "{days}: {opens}–{closes}", "Opening hours", 0)).toBe(
      "Mon, Tue: 07:00–18:00",
    );
    expect(rowLabelText({ method: "Credit card" }, "{method}", "Payment method", 2)).toBe(
      "Credit card",
    );
  });

  it("is what the row is, with its number, while a field it names is empty", () => {
    expect(rowLabelText({ method: "  " }, "{method}", "Payment method", 1)).toBe(
      "Payment method 2",
    );
    expect(rowLabelText(undefined, "{name}", "Package", 0)).toBe("Package 1");
    expect(rowLabelText({ from: "2026-12-24" }, "{from} to {to}", "Days off", 0)).toBe(
      "Days off 1",
    );
  });

  it("never reads Row 01, and cuts long text with an ellipsis", () => {
    const label = rowLabelText({ text: "word ".repeat(40) }, "{text}", "Paragraph", 0);
    expect(label.length).toBeLessThanOrEqual(70);
    expect(label.endsWith("…")).toBe(true);
    expect(label).not.toMatch(/\bRow \d/);
  });
});
