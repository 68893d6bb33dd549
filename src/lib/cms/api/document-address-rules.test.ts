import { describe, expect, it } from "vitest";
import { idProblem } from "./document-address-rules";

/** In the engine's order: a collection's own endpoints first, then its defaults. */
const endpoints = [
  { method: "get", path: "/alert-devices" },
  { method: "post", path: "/:id/review-request" },
  { method: "get", path: "/me" },
  { method: "get", path: "/verify/:id" },
  { method: "get", path: "/count" },
  { method: "get", path: "/versions" },
  { method: "get", path: "/versions/:id" },
  { method: "get", path: "/access/:id?" },
  { method: "get", path: "/:id" },
  { method: "patch", path: "/:id" },
  { method: "delete", path: "/:id" },
];
const problem = "There is no document with that id.";

describe("a document's address", () => {
  it("passes every number, and the endpoints that are not documents", () => {
    for (const [method, route] of [
      ["GET", "/12"],
      ["HEAD", "/12"],
      ["PATCH", "/3"],
      ["GET", "/me"],
      ["GET", "/count"],
      ["GET", "/alert-devices"],
      ["GET", "/versions"],
      ["GET", "/access"],
      ["GET", "/verify/abc-token"],
      ["GET", "/"],
      ["POST", "/12/review-request"],
    ] as const)
      expect(idProblem(endpoints, method, route), `${method} ${route}`).toBeUndefined();
  });

  it("names no document where an id is not a number the table can hold", () => {
    for (const [method, route] of [
      ["GET", "/abc"],
      ["GET", "/\0"],
      ["DELETE", "/1.5"],
      ["PATCH", "/-1"],
      ["GET", "/0"],
      ["GET", "/99999999999999999999"],
      ["GET", "/versions/abc"],
      ["GET", "/access/abc"],
      ["POST", "/abc/review-request"],
    ] as const)
      expect(idProblem(endpoints, method, route), `${method} ${route}`).toBe(problem);
  });
});
