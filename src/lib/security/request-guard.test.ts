import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  isActionArgumentList,
  MAX_POST_BYTES,
  MAX_UPLOAD_BYTES,
  PROXY_BODY_BYTES,
  refusal,
} from "./request-guard";

const form = "multipart/form-data; boundary=x";
const check = (method: string, pathname: string, headers: Record<string, string> = {}) =>
  refusal({ method, pathname, headers: new Headers({ host: "www.example.com", ...headers }) });

describe("refusal", () => {
  it("lets pages, forms and assets through", () => {
    expect(check("GET", "/")).toBeNull();
    expect(check("HEAD", "/images/hero-home.svg")).toBeNull();
    expect(
      check("POST", "/contact", { "content-type": form, "content-length": "2000" }),
    ).toBeNull();
    expect(
      check("POST", "/contact", {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://www.example.com",
      }),
    ).toBeNull();
  });

  it("refuses an endpoint address whose %-escapes do not decode", () => {
    expect(check("GET", "/api/appointments/feed/%%.ics")).toMatchObject({
      status: 400,
      message: expect.stringContaining("%-escape"),
    });
    expect(check("GET", "/api/media/file/walnut%20island.jpg")).toBeNull();
  });

  it("answers odd methods with 405 and what is allowed", () => {
    expect(check("TRACE", "/")).toMatchObject({ status: 405, allow: "GET, HEAD, POST" });
    // TRACE, TRACK and CONNECT reach the guard as OPTIONS (lib/net/forbidden-methods.ts).
    expect(check("OPTIONS", "/contact")).toMatchObject({ status: 405 });
    expect(check("PUT", "/images/hero-home.svg")).toMatchObject({
      status: 405,
      allow: "GET, HEAD",
    });
    expect(check("DELETE", "/api/health")).toMatchObject({ status: 405 });
    expect(check("POST", "/sitemap.xml", { "content-type": form })).toMatchObject({ status: 405 });
  });

  it("lets the content API take writes, from this site only, and no OPTIONS", () => {
    const json = { "content-type": "application/json" };
    expect(check("PATCH", "/api/reviews/1", json)).toBeNull();
    expect(check("DELETE", "/api/reviews/1")).toBeNull();
    expect(check("POST", "/api/users/login", json)).toBeNull();
    expect(check("OPTIONS", "/api/users")).toMatchObject({ status: 405 });
    expect(
      check("PATCH", "/api/users/1", { ...json, origin: "https://evil.example" }),
    ).toMatchObject({ status: 403 });
  });

  it("takes a phone photo at the upload addresses and nowhere else", () => {
    const photo = { "content-type": form, "content-length": String(MAX_POST_BYTES * 8) };
    expect(check("POST", "/api/media", photo)).toBeNull();
    expect(check("POST", "/api/job-photos", photo)).toBeNull();
    expect(check("PATCH", "/api/job-photos/7", photo)).toBeNull();
    expect(check("POST", "/api/reviews", photo)).toMatchObject({ status: 413 });
    expect(check("POST", "/api/media-lookalike", photo)).toMatchObject({ status: 413 });
    expect(
      check("POST", "/api/media", { ...photo, "content-length": String(MAX_UPLOAD_BYTES + 1) }),
    ).toMatchObject({ status: 413 });
  });

  it("answers an oversized body with 413", () => {
    expect(
      check("POST", "/contact", {
        "content-type": form,
        "content-length": String(MAX_POST_BYTES + 1),
      }),
    ).toMatchObject({ status: 413 });
  });

  it("refuses a post sent in chunks to a page or the site's own endpoints; the admin's API counts it", () => {
    const chunked = { "content-type": form, "transfer-encoding": "chunked" };
    expect(check("POST", "/contact", chunked)).toMatchObject({ status: 413 });
    for (const own of [
      "/api/first-visit",
      "/api/bookings",
      "/api/estimate-signatures",
      "/api/estimate-replies",
      "/api/review-opt-out",
    ])
      expect(check("POST", own, chunked), own).toMatchObject({
        status: 413,
        message: expect.stringContaining("Content-Length"),
      });
    expect(check("POST", "/api/media", chunked)).toBeNull();
    expect(check("POST", "/api/bookings-archive", chunked)).toBeNull();
  });

  it("counts every endpoint of src/app/api as the site's own, the day it is added", () => {
    const chunked = { "content-type": form, "transfer-encoding": "chunked" };
    const folders = readdirSync(path.resolve(__dirname, "../../app/api")).filter(
      (name) => name !== "health",
    );
    expect(folders.length).toBeGreaterThan(3);
    for (const folder of folders)
      expect(check("POST", `/api/${folder}`, chunked), folder).toMatchObject({ status: 413 });
  });

  it("keeps more of a body for the proxy than the largest upload, and the limit per address", () => {
    expect(PROXY_BODY_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(bodyLimitFor("/api/media")).toBe(MAX_UPLOAD_BYTES);
    expect(bodyLimitFor("/api/posts")).toBe(MAX_POST_BYTES);
    expect(bodyLimitFor("/contact")).toBe(MAX_POST_BYTES);
  });

  it("answers a post from another site with 403", () => {
    expect(
      check("POST", "/contact", { "content-type": form, origin: "https://evil.example" }),
    ).toMatchObject({ status: 403 });
    expect(check("POST", "/contact", { "content-type": form, origin: "not a url" })).toMatchObject({
      status: 403,
    });
  });

  it("answers a crafted action body that is not a form with 400", () => {
    for (const type of ["text/plain;charset=UTF-8", "application/json", ""]) {
      expect(
        check("POST", "/contact", { "content-type": type, "next-action": "a1" }),
      ).toMatchObject({ status: 400 });
      expect(check("POST", "/admin", { "content-type": type })).toMatchObject({ status: 400 });
    }
    expect(
      check("POST", "/admin", { "content-type": "application/json", "next-action": "a1" }),
    ).toMatchObject({ status: 400 });
  });

  it("lets a field-less form call its action with a JSON list, and nothing else", () => {
    expect(
      check("POST", "/admin", { "content-type": "text/plain;charset=UTF-8", "next-action": "a1" }),
    ).toBeNull();
    expect(isActionArgumentList("[]")).toBe(true);
    expect(isActionArgumentList('[{"status":"idle"},"x"]')).toBe(true);
    for (const body of ["{not json", "{}", '"x"', "", "null"])
      expect(isActionArgumentList(body), body).toBe(false);
  });
});
