import { describe, expect, it } from "vitest";
import { telHref, usE164 } from "@/lib/routing/phone-number";

describe("usE164", () => {
  it("puts +1 before a US number however it was typed", () => {
    expect(usE164("(214) 555-0142")).toBe("+12145550142");
    expect(usE164("1-972-555-0100")).toBe("+19725550100");
    expect(usE164("+1 469 555 0123")).toBe("+14695550123");
  });

  it("has no US form for too few digits or another country's number", () => {
    expect(usE164("555-0100")).toBeUndefined();
    expect(usE164("+52 55 1234 5678")).toBeUndefined();
    expect(usE164("")).toBeUndefined();
  });
});

describe("telHref", () => {
  it("links the business's E.164 number as it is", () => {
    expect(telHref("+12145550142")).toBe("tel:+12145550142");
  });

  it("gives a US number typed any way its +1", () => {
    expect(telHref("(214) 555-0142")).toBe("tel:+12145550142");
    expect(telHref("214.555.0142")).toBe("tel:+12145550142");
    expect(telHref("1 (972) 555-0100")).toBe("tel:+19725550100");
  });

  it("keeps another number's digits, and its leading + when it was typed", () => {
    expect(telHref(" +52 55 1234 5678")).toBe("tel:+525512345678");
    expect(telHref("55 1234 5678 9")).toBe("tel:55123456789");
    expect(telHref("555-0100")).toBe("tel:5550100");
  });
});
