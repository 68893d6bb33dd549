import { NotFound, type PayloadHandler } from "payload";
import { signedInAccountId } from "@/lib/cms/roles";
import { serverEnv } from "@/lib/env";
import { listPushDevices, removePushDevice, savePushDevice } from "@/leads/push/store";
import type { PushDeviceRow } from "@/leads/push/tables";
import { deviceLabel, parseSubscription } from "./subscription";
import { vapidKeys } from "./vapid";

/** More than anyone carries; a limit keeps one account from filling the table. */
const DEVICES_PER_ACCOUNT = 10;

/** What the admin shows of a device: never its endpoint's keys. */
export const shownDevice = (device: PushDeviceRow) => ({
  id: device.id,
  label: device.label,
  endpoint: device.endpoint,
  createdAt: device.createdAt,
  lastAlertAt: device.lastAlertAt,
  /** Set while its push service refuses alerts (leads/push/send.ts); removed at the third. */
  lastFailure: device.lastFailure,
});

export type AlertDevice = ReturnType<typeof shownDevice>;

const devicesOf = async (userId: number) => (await listPushDevices([userId])).map(shownDevice);

/** GET /api/leads/alert-devices: the key to subscribe with and this account's devices. */
export const listAlertDevices: PayloadHandler = async (req) => {
  const userId = signedInAccountId(req);
  const { publicKey } = await vapidKeys();
  return Response.json({ publicKey, devices: await devicesOf(userId) });
};

/**
 * POST /api/leads/alert-devices with a browser's push subscription: this device gets an alert
 * for every new lead (and, for an owner, every reminder) from now on.
 */
export const addAlertDevice: PayloadHandler = async (req) => {
  const userId = signedInAccountId(req);
  const body: unknown = await req.json?.().catch(() => undefined);
  const parsed = parseSubscription(body, serverEnv().PUSH_SERVICE_HOSTS);
  if (!parsed.success)
    return Response.json(
      { message: parsed.error.issues[0]?.message ?? "This is not a push subscription." },
      { status: 400 },
    );
  const devices = await devicesOf(userId);
  if (
    devices.length >= DEVICES_PER_ACCOUNT &&
    !devices.some((device) => device.endpoint === parsed.data.endpoint)
  )
    return Response.json(
      { message: `You have ${DEVICES_PER_ACCOUNT} devices with alerts on. Remove one first.` },
      { status: 409 },
    );
  await savePushDevice({
    userId,
    endpoint: parsed.data.endpoint,
    p256dh: parsed.data.keys.p256dh,
    auth: parsed.data.keys.auth,
    label: deviceLabel(req.headers.get("user-agent")),
  });
  return Response.json(
    { message: "Alerts are on for this device.", devices: await devicesOf(userId) },
    { status: 201 },
  );
};

/** DELETE /api/leads/alert-devices/:device: one of this account's own devices, no one else's. */
export const removeAlertDevice: PayloadHandler = async (req) => {
  const userId = signedInAccountId(req);
  const deviceId = Number(req.routeParams?.device);
  if (!Number.isSafeInteger(deviceId) || !(await removePushDevice(deviceId, userId)))
    throw new NotFound(req.t);
  return Response.json({
    message: "Alerts are off for that device.",
    devices: await devicesOf(userId),
  });
};
