/**
 * A stand-in push service on loopback HTTPS, as a browser's (FCM, Mozilla, Apple) would be: it
 * hands out subscriptions with real P-256 keys, checks each message's VAPID signature, decrypts
 * its aes128gcm payload with the subscription's private key (RFC 8291), and records what a
 * device would show. `answers` sets what a subscription's endpoint replies (e.g. 410 once gone).
 */
import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

const b64url = (buffer) => buffer.toString("base64url");
const fromB64url = (text) => Buffer.from(text, "base64url");

/** A self-signed certificate for 127.0.0.1, made fresh for each stand-in. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "push-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  return { dir, key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by that key. */
function checkVapid(header, origin) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no VAPID authorization");
  const [token, publicKey] = [match[1], match[2]];
  const [head, body, signature] = token.split(".");
  const point = fromB64url(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Error("the VAPID key is not a P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    fromB64url(signature),
  );
  if (!signed) throw new Error("the VAPID signature does not verify");
  if (JSON.parse(fromB64url(head).toString()).alg !== "ES256") throw new Error("not ES256");
  const claims = JSON.parse(fromB64url(body).toString());
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`the JWT is for ${claims.aud}, not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("bad JWT expiry");
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error("the JWT names no contact");
  return { publicKey, claims };
}

/** RFC 8291 + RFC 8188: one aes128gcm record, decrypted with the device's keys. */
function decrypt(body, device) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0))
    throw new Error("the last record's padding is wrong");
  return padded.subarray(0, end);
}

export async function startPushService() {
  const tls = selfSignedCertificate();
  const devices = new Map();
  const received = [];
  const refused = [];
  const answers = new Map();
  /** How long each accepted message waits for its answer, as a slow push service's would. */
  const timing = { delayMs: 0 };
  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const name = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
      const device = devices.get(name);
      const answer = answers.get(name);
      if (!device || answer !== undefined) {
        const moved = answer !== undefined && answer >= 300 && answer < 400;
        res.writeHead(answer ?? 404, moved ? { location: `${origin}/elsewhere` } : {}).end();
        return;
      }
      try {
        if (req.method !== "POST") throw new Error(`method ${req.method}`);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const { publicKey, claims } = checkVapid(req.headers.authorization, origin);
        const message = JSON.parse(decrypt(Buffer.concat(chunks), device).toString("utf8"));
        received.push({
          device: name,
          message,
          signedBy: publicKey,
          claims,
          headers: {
            ttl: req.headers.ttl,
            urgency: req.headers.urgency,
            topic: req.headers.topic,
          },
          at: Date.now(),
        });
        setTimeout(() => res.writeHead(201).end(), timing.delayMs);
      } catch (error) {
        refused.push({ device: name, reason: error.message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  const origin = `https://127.0.0.1:${port}`;
  return {
    host: `127.0.0.1:${port}`,
    /** The PEM file a server process trusts through NODE_EXTRA_CA_CERTS. */
    certFile: tls.certFile,
    cert: tls.cert,
    received,
    refused,
    answers,
    timing,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe(name) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(tls.dir, { recursive: true, force: true });
      }),
  };
}
