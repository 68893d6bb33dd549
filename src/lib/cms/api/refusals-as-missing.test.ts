import { describe, expect, it } from "vitest";
import { refusalsAsMissing } from "./refusals-as-missing";

const check = refusalsAsMissing(["jobs", "job-photos"]);
const refused = (status: number) =>
  Response.json(
    { errors: [{ message: "You are not allowed to perform this action." }] },
    { status },
  );
const answer = (method: string, path: string, status: number) =>
  check(new Request(`http://localhost${path}`, { method }), refused(status)) as Response;

describe("refusals of a family's records, read as missing", () => {
  it("turns a refused read of a guarded collection, its records and files into a 404", async () => {
    for (const path of ["/api/jobs", "/api/jobs/7", "/api/job-photos/file/IMG_2041.jpg"])
      for (const status of [401, 403]) {
        const response = answer("GET", path, status);
        expect(response.status).toBe(404);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(JSON.stringify(await response.json())).not.toContain("allowed");
      }
    expect(answer("HEAD", "/api/jobs/7", 403).status).toBe(404);
  });

  it("leaves writes, other collections and other answers as they were", () => {
    expect(answer("DELETE", "/api/jobs/7", 403).status).toBe(403);
    expect(answer("GET", "/api/jobsite/7", 403).status).toBe(403);
    expect(answer("GET", "/api/leads/7", 403).status).toBe(403);
    expect(answer("GET", "/api/jobs/7", 400).status).toBe(400);
    expect(answer("GET", "/api/jobs/7", 200).status).toBe(200);
  });
});
