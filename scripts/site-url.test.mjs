import { describe, expect, it } from "vitest";
import { siteUrlReachProblem } from "./site-url.mjs";

describe("siteUrlReachProblem", () => {
  it("is silent when SITE_URL names this server's port on this machine", () => {
    expect(siteUrlReachProblem({ siteUrl: "http://localhost:3000", port: "3000" })).toBeNull();
    expect(
      siteUrlReachProblem({ siteUrl: "http://127.0.0.1:3100", port: 3100, host: "127.0.0.1" }),
    ).toBeNull();
  });

  it("says what to do when PORT or HOST leave SITE_URL unreachable", () => {
    const port = siteUrlReachProblem({ siteUrl: "http://localhost:3000", port: "3400" });
    expect(port).toContain("this server listens at http://localhost:3400");
    expect(port).toContain(
      "Start with PORT=3000, or build and start with SITE_URL=http://localhost:3400.",
    );
    const host = siteUrlReachProblem({
      siteUrl: "http://localhost:3000",
      port: "3000",
      host: "192.168.1.20",
    });
    expect(host).toContain("Start with PORT=3000 and HOST=127.0.0.1");
    const loopback = siteUrlReachProblem({
      siteUrl: "http://127.0.0.1:3100",
      port: "3500",
      host: "127.0.0.1",
    });
    expect(loopback).toContain("Start with PORT=3100, or build and start with");
  });

  it("leaves a public SITE_URL to the reverse proxy in front", () => {
    expect(siteUrlReachProblem({ siteUrl: "https://www.example.com", port: "3000" })).toBeNull();
  });
});
