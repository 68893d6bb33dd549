import "server-only";
import path from "node:path";
import { z } from "zod";

/**
 * The one place the server reads its environment (decisions.md §5): every variable parsed and
 * checked here. The server checks it once at start and refuses to run with a mistyped value,
 * naming the variable; code reads `serverEnv()` at call time, so tests and restarts see the
 * current environment. Build-time facts (SITE_URL, BUSINESS_*) are read where they are used
 * (seo/site-url.ts, business/facts.ts).
 */

/** Signing secrets (SESSION_SECRET, PAYLOAD_SECRET): shorter ones can be guessed offline from one stolen cookie. */
export const MIN_SECRET_LENGTH = 32;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const wholeNumber = (what: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number of ${what}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .optional()
      .transform((value) => value ?? fallback),
  );

const urlOf = (schemes: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol.replace(/:$/, ""));
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${schemes.map((s) => (s === "mailto" ? "mailto:" : `${s}://`)).join(" or ")}, e.g. ${example}`,
    );

const urlWithScheme = (schemes: readonly string[], example: string) =>
  z.preprocess(blankToUndefined, urlOf(schemes, example).optional());

/** Comma-separated values, each trimmed; none when unset or blank. */
const commaList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
);

const emailAddress = z.preprocess(
  blankToUndefined,
  z.string().trim().email("must be an e-mail address such as office@example.com").optional(),
);

/** `count/seconds`, e.g. "5/600": five submissions per ten minutes per client. */
const rateLimitOr = (limit: number, seconds: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+\s*\/\s*\d+$/, 'must be "count/seconds", e.g. 5/600')
      .transform((value) => {
        const [count, window] = value.split("/").map((part) => Number(part.trim()));
        return { limit: Math.max(1, count ?? 1), windowMs: Math.max(1, window ?? 1) * 1000 };
      })
      .optional()
      .transform((value) => value ?? { limit, windowMs: seconds * 1000 }),
  );

const databaseUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(
      /^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)/,
      "must be a file: path or a libsql://, https:// or wss:// URL",
    )
    .optional(),
);

const absolutePath = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine(
      (value) => path.isAbsolute(value),
      "must be an absolute path, e.g. /var/lib/remodeling/media",
    )
    .optional(),
);

/** A VAPID key as web-push writes it: URL-safe base64 of `bytes` bytes, without padding. */
const vapidKey = (bytes: 32 | 65) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`),
        `must be a ${bytes}-byte key in URL-safe base64, as "npx web-push generate-vapid-keys" prints it`,
      )
      .optional(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(["development", "production", "test"]).default("production"),
    ),
    DATABASE_URL: databaseUrl,
    DATABASE_AUTH_TOKEN: optionalText,
    /**
     * The Redis that several app instances share: a save on one forgets the pages it changes on
     * every one, and the form and sign-in limits count across them. One instance needs none.
     */
    REDIS_URL: urlWithScheme(["redis", "rediss"], "redis://:password@redis.example.com:6379"),
    /**
     * Shared HTTP caches in front of the site (Varnish, a CDN's purge relay), comma-separated: a
     * save sends each a BAN naming the pages it changed (lib/cache/http-caches.ts).
     */
    CACHE_PURGE_URLS: commaList.pipe(z.array(urlOf(["http", "https"], "http://127.0.0.1:6081"))),
    SMTP_URL: urlWithScheme(["smtp", "smtps"], "smtps://user:pass@smtp.example.com:465"),
    MAIL_FROM: emailAddress,
    LEAD_NOTIFY_TO: emailAddress,
    LEAD_WEBHOOK_URL: urlWithScheme(["http", "https"], "https://hooks.example.com/leads"),
    LEAD_WEBHOOK_SECRET: optionalText,
    /** An ntfy topic's address (hosted or self-hosted): one alert per lead to the owner's phone. */
    NTFY_URL: urlWithScheme(["http", "https"], "https://ntfy.sh/your-long-random-topic"),
    /** An ntfy access token (tk_…) for a protected topic. */
    NTFY_TOKEN: optionalText,
    /** The key pair that signs Web Push alerts; both or neither (then one is generated and kept). */
    VAPID_PUBLIC_KEY: vapidKey(65),
    VAPID_PRIVATE_KEY: vapidKey(32),
    /** Who push services may contact about our alerts; default: the business's e-mail address. */
    VAPID_SUBJECT: urlWithScheme(["mailto", "https"], "mailto:office@example.com"),
    /** Push services besides the browsers' own, as host or host:port, comma-separated. */
    PUSH_SERVICE_HOSTS: commaList.transform((hosts) => hosts.map((host) => host.toLowerCase())),
    LEAD_RATE_LIMIT: rateLimitOr(5, 600),
    /** Visits and form starts one address may add to the funnel's counts (funnel/visits.ts). */
    COUNT_RATE_LIMIT: rateLimitOr(20, 600),
    // Read as typed: spaces may belong to a passphrase (accounts/settings.ts says what is usable).
    ADMIN_PASSWORD: z.string().optional(),
    SESSION_SECRET: optionalText,
    /** Signs the admin's sign-in tokens; falls back to SESSION_SECRET (accounts/settings.ts). */
    PAYLOAD_SECRET: optionalText,
    /** With ADMIN_PASSWORD: the owner account created at start when the admin has no user yet. */
    ADMIN_EMAIL: emailAddress,
    /** Uploaded photos; default: a media folder beside the database file (lib/storage/media-dir.ts). */
    MEDIA_DIR: absolutePath,
    /**
     * A bucket on S3 or an S3-compatible store (MinIO, R2, B2…) for photos instead of MEDIA_DIR,
     * so every instance serves every photo. The keys may be left out where the machine's own
     * role grants access; S3_ENDPOINT only for a store other than AWS (addressed by path).
     */
    S3_BUCKET: optionalText,
    S3_REGION: z.preprocess(blankToUndefined, z.string().trim().default("us-east-1")),
    S3_ENDPOINT: urlWithScheme(["http", "https"], "https://s3.example.com"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    LEAD_MIN_FILL_MS: wholeNumber("milliseconds", 0, 600_000, 3000),
    OUTBOX_INTERVAL_MS: wholeNumber("milliseconds", 100, 3_600_000, 15_000),
    OUTBOX_RETRY_BASE_MS: wholeNumber("milliseconds", 100, 3_600_000, 30_000),
    OUTBOX_MAX_ATTEMPTS: wholeNumber("attempts", 1, 100, 10),
    // How long a claimed delivery stays claimed: longer than any send can take (SMTP timeouts 10 s).
    OUTBOX_LOCK_MS: wholeNumber("milliseconds", 1000, 3_600_000, 120_000),
    TRUST_PROXY_HOPS: wholeNumber("proxies", 0, 10, 0),
    NEXT_DIST_DIR: optionalText,
    /** Set by Next.js: "phase-production-build" while `next build` renders the pages. */
    NEXT_PHASE: optionalText,
    /** Set by `npm start`: the server, not Next.js, handles SIGTERM and SIGINT (graceful stop). */
    NEXT_MANUAL_SIG_HANDLE: optionalText,
  })
  .superRefine((env, context) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      context.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "must be set together with the other VAPID key (or leave both unset)",
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      context.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "must be set together with the other S3 key (or leave both unset)",
      });
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID))
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "must name the bucket when S3_ENDPOINT or the S3 keys are set",
      });
  });

export type ServerEnv = z.infer<typeof envSchema>;

const ECHOED = new Set([
  "NODE_ENV",
  "LEAD_RATE_LIMIT",
  "COUNT_RATE_LIMIT",
  "LEAD_MIN_FILL_MS",
  "OUTBOX_INTERVAL_MS",
  "OUTBOX_RETRY_BASE_MS",
  "OUTBOX_MAX_ATTEMPTS",
  "OUTBOX_LOCK_MS",
  "TRUST_PROXY_HOPS",
]);

export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The server's configuration has a mistake:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigurationError";
  }
}

/** Parses the environment; throws a ConfigurationError naming each wrong variable. */
export function serverEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigurationError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      // Only tuning values are repeated: URLs and secrets may carry passwords.
      const shown = value !== undefined && ECHOED.has(name) ? ` (got "${value}")` : "";
      return `${name} ${issue.message}${shown}`;
    }),
  );
}
