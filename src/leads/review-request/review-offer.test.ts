import { describe, expect, it } from "vitest";
import { reviewOffer } from "./review-offer";

const ready = {
  askedAt: null,
  optedOut: false,
  emailSetUp: true,
  reviewUrl: "https://g.page/r/example/review",
  won: true,
  askedOn: (iso: string) => iso,
};

describe("the review request a lead offers", () => {
  it("offers the button for a Won lead when e-mail and the review link are set up", () => {
    expect(reviewOffer(ready).ask).toBe(true);
  });

  it("does not offer it without e-mail on the server, and says why", () => {
    const offer = reviewOffer({ ...ready, emailSetUp: false });
    expect(offer.ask).toBeUndefined();
    expect(offer.text).toContain("needs e-mail, which is not set up");
  });

  it("says when it was asked, or that the homeowner said no, before anything else", () => {
    expect(reviewOffer({ ...ready, emailSetUp: false, askedAt: "then" }).text).toBe(
      "Asked for a review on then.",
    );
    expect(reviewOffer({ ...ready, emailSetUp: false, optedOut: true }).ask).toBeUndefined();
  });
});
