"use client";

import { useEffect, useState } from "react";
import type { AlertDevice } from "@/leads/push/endpoints";
import { AdminButton } from "@/components/layout/admin-button";
import { TestAlertButton } from "@/leads/admin/components/test-alert-button";
import { dallasDateTime } from "@/lib/time/dallas";

type Props = { publicKey: string; devices: AlertDevice[] };
type Support = "checking" | "ready" | "unsupported" | "blocked";
type Note = { ok: boolean; text: string } | null;

const API = "/api/leads/alert-devices";

/** The browser's key format (URL-safe base64) as the bytes pushManager.subscribe takes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(key.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** This browser's push subscription for the admin, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/admin");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

// Dallas time, as everywhere in the admin: the same text on the server and in the browser.
const when = dallasDateTime;

/**
 * "Alert me on this device": each account turns alerts on for the phones and computers it works
 * from, sees them listed, and removes any. The browser asks for permission once; the alert
 * itself is shown by public/admin-sw.js.
 */
export function DeviceAlerts({ publicKey, devices: initial }: Props) {
  const [devices, setDevices] = useState(initial);
  const [support, setSupport] = useState<Support>("checking");
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    let gone = false;
    (async () => {
      const supported =
        "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
      const subscription = supported ? await currentSubscription().catch(() => null) : null;
      if (gone) return;
      setSupport(
        !supported ? "unsupported" : Notification.permission === "denied" ? "blocked" : "ready",
      );
      setThisEndpoint(subscription?.endpoint ?? null);
    })();
    return () => {
      gone = true;
    };
  }, []);

  async function send(method: "POST" | "DELETE", url: string, body?: unknown) {
    const response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body ? { "Content-Type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      devices?: AlertDevice[];
      errors?: { message?: string }[];
    };
    if (answer.devices) setDevices(answer.devices);
    const text =
      answer.message ?? answer.errors?.[0]?.message ?? `The server answered ${response.status}.`;
    setNote({ ok: response.ok, text });
    return response.ok;
  }

  async function turnOn() {
    setBusy(true);
    setNote(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setSupport("blocked");
        return;
      }
      await navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin" });
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      if (await send("POST", API, subscription.toJSON())) setThisEndpoint(subscription.endpoint);
    } catch (error) {
      setNote({
        ok: false,
        text: `This browser could not turn alerts on (${error instanceof Error ? error.message : "unknown reason"}). Try again, or use another browser.`,
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(device: AlertDevice) {
    setBusy(true);
    setNote(null);
    try {
      if (!(await send("DELETE", `${API}/${device.id}`))) return;
      if (device.endpoint === thisEndpoint) {
        await (await currentSubscription())?.unsubscribe();
        setThisEndpoint(null);
      }
    } catch {
      setNote({ ok: false, text: "The server could not be reached. Try again in a moment." });
    } finally {
      setBusy(false);
    }
  }

  const on = devices.some((device) => device.endpoint === thisEndpoint);
  return (
    <div className="lead-dashboard__devices">
      <h3>Alerts on your devices</h3>
      <p>
        A new lead shows on this device within seconds, with the first name, city, services, budget
        and start date: never a phone number or address. On a phone, install the admin first (Share
        › Add to Home Screen on iPhone, Install app on Android).
      </p>
      {support === "unsupported" && (
        <p className="admin-problem">
          This browser cannot show alerts. Try Chrome, Edge, Firefox or Safari.
        </p>
      )}
      {support === "blocked" && (
        <p className="admin-problem">
          Alerts are blocked for this site in this browser. Allow notifications for it in the
          browser&apos;s site settings, then come back here.
        </p>
      )}
      {support === "ready" && !on && (
        <AdminButton look="primary" onClick={turnOn} disabled={busy}>
          {busy ? "Turning alerts on…" : "Alert me on this device"}
        </AdminButton>
      )}
      {devices.length > 0 ? (
        <ul className="lead-dashboard__device-list">
          {devices.map((device) => (
            <li key={device.id}>
              <span>
                <strong>{device.label}</strong>
                {device.endpoint === thisEndpoint ? " (this device)" : ""} · on since{" "}
                {when(device.createdAt)}
                {device.lastAlertAt ? ` · last alert ${when(device.lastAlertAt)}` : ""}
                {device.lastFailure && (
                  <span className="admin-problem">
                    {" "}
                    · its last alert was refused ({device.lastFailure}); turn alerts on again on
                    that device
                  </span>
                )}
              </span>
              <AdminButton
                onClick={() => remove(device)}
                disabled={busy}
                aria-label={`Remove ${device.label}, on since ${when(device.createdAt)}`}
              >
                Remove
              </AdminButton>
            </li>
          ))}
        </ul>
      ) : (
        <p>No device of yours has alerts on yet.</p>
      )}
      {devices.length > 0 && (
        <TestAlertButton channel="push" label="Send a test alert to my devices" />
      )}
      <p role="status" className={note && !note.ok ? "admin-problem" : undefined}>
        {note?.text}
      </p>
    </div>
  );
}
