import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, clientIpFrom } from "./client-address";

describe("clientAddressFrom", () => {
  it("uses the connection's address and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddressFrom("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(clientAddressFrom("::ffff:127.0.0.1", "1.2.3.4, 5.6.7.8", 0)).toBe("127.0.0.1");
    expect(clientAddressFrom(undefined, "1.2.3.4", 0)).toBe("unknown");
  });

  it("reads X-Forwarded-For from the right, one entry per trusted proxy", () => {
    // The client forged "6.6.6.6"; the one trusted proxy appended the real peer.
    expect(clientAddressFrom("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    // A CDN then a load balancer: two hops.
    expect(clientAddressFrom("10.0.0.2", "6.6.6.6, 203.0.113.9, 172.16.0.5", 2)).toBe(
      "203.0.113.9",
    );
    expect(clientAddressFrom("10.0.0.2", ["6.6.6.6", "2001:db8::1"], 1)).toBe("2001:db8::1");
  });

  it("falls back to the connection when the chain is short or not an address", () => {
    expect(clientAddressFrom("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddressFrom("10.0.0.2", "203.0.113.9", 2)).toBe("10.0.0.2");
    expect(clientAddressFrom("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
  });

  it("is read back only from the header the server stamped, never X-Forwarded-For", () => {
    expect(clientIpFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.5" }))).toBe(
      "203.0.113.5",
    );
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "6.6.6.6" }))).toBe("unknown");
  });
});
