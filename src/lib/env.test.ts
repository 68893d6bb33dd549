import { describe, expect, it } from "vitest";
import { ConfigurationError, serverEnv } from "./env";

describe("serverEnv", () => {
  it("gives every default with an empty environment", () => {
    expect(serverEnv({})).toMatchObject({
      NODE_ENV: "production",
      LEAD_RATE_LIMIT: { limit: 5, windowMs: 600_000 },
      LEAD_MIN_FILL_MS: 3000,
      OUTBOX_INTERVAL_MS: 15_000,
      OUTBOX_RETRY_BASE_MS: 30_000,
      OUTBOX_MAX_ATTEMPTS: 10,
      TRUST_PROXY_HOPS: 0,
    });
  });

  it("reads well-formed values, trimming spaces and treating blanks as unset", () => {
    const env = serverEnv({
      LEAD_RATE_LIMIT: " 3 / 60 ",
      LEAD_MIN_FILL_MS: "1500",
      TRUST_PROXY_HOPS: "1",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: " office@example.com ",
      LEAD_WEBHOOK_URL: "",
    });
    expect(env).toMatchObject({
      LEAD_RATE_LIMIT: { limit: 3, windowMs: 60_000 },
      LEAD_MIN_FILL_MS: 1500,
      TRUST_PROXY_HOPS: 1,
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "office@example.com",
    });
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
  });

  it.each([
    [
      "LEAD_MIN_FILL_MS",
      "3s",
      'LEAD_MIN_FILL_MS must be a whole number of milliseconds (got "3s")',
    ],
    ["OUTBOX_INTERVAL_MS", "1", 'OUTBOX_INTERVAL_MS must be at least 100 (got "1")'],
    ["LEAD_RATE_LIMIT", "5 per 600", 'LEAD_RATE_LIMIT must be "count/seconds", e.g. 5/600'],
    ["TRUST_PROXY_HOPS", "yes", "TRUST_PROXY_HOPS must be a whole number of proxies"],
    ["SMTP_URL", "smtp.example.com", "SMTP_URL must be a URL starting with smtp:// or smtps://"],
    ["LEAD_NOTIFY_TO", "owner at example", "LEAD_NOTIFY_TO must be an e-mail address"],
    ["DATABASE_URL", "./data/leads.db", "DATABASE_URL must be a file: path or a libsql://"],
    ["MEDIA_DIR", "data/media", "MEDIA_DIR must be an absolute path"],
    ["ADMIN_EMAIL", "owner", "ADMIN_EMAIL must be an e-mail address"],
    ["S3_ENDPOINT", "minio:9000", "S3_ENDPOINT must be a URL starting with http:// or https://"],
    [
      "CACHE_PURGE_URLS",
      "http://127.0.0.1:6081,varnish:6081",
      "CACHE_PURGE_URLS must be a URL starting with http:// or https://",
    ],
  ])("refuses a mistyped %s, naming it", (name, value, message) => {
    expect(() => serverEnv({ [name]: value })).toThrow(ConfigurationError);
    expect(() => serverEnv({ [name]: value })).toThrow(message);
  });

  it("reads the HTTP caches to purge as a list, none when unset", () => {
    expect(serverEnv({}).CACHE_PURGE_URLS).toEqual([]);
    expect(
      serverEnv({ CACHE_PURGE_URLS: " http://10.0.0.5:6081 , https://purge.example.com/ban," })
        .CACHE_PURGE_URLS,
    ).toEqual(["http://10.0.0.5:6081", "https://purge.example.com/ban"]);
  });

  it("takes the S3 keys only in pairs, and only with a bucket", () => {
    expect(() => serverEnv({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      "S3_SECRET_ACCESS_KEY must be set together with the other S3 key",
    );
    expect(() => serverEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      "S3_BUCKET must name the bucket",
    );
    expect(serverEnv({ S3_BUCKET: " photos " })).toMatchObject({
      S3_BUCKET: "photos",
      S3_REGION: "us-east-1",
    });
  });

  it("never repeats a URL or secret that may carry a password", () => {
    let error: unknown;
    try {
      serverEnv({ SMTP_URL: "smtp.example.com:25 user:hunter2" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).not.toContain("hunter2");
  });
});
