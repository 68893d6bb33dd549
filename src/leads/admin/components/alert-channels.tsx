import "server-only";
import { countPushDevices } from "@/leads/push/store";
import { ownerChannelStates } from "@/leads/delivery/owner-reach";
import { TestAlertButton } from "./test-alert-button";

const described = {
  email: "E-mail",
  ntfy: "Phone alerts (ntfy)",
  push: "Alerts on devices",
} as const;

/** For owners: each way a new lead reaches them, whether it is set up, and a test for each. */
export async function AlertChannels() {
  const [channels, devices] = await Promise.all([ownerChannelStates(), countPushDevices()]);
  return (
    <div className="lead-dashboard__channels">
      <h3>How new leads reach you</h3>
      <ul>
        {channels.map((channel) => (
          <li key={channel.key}>
            <strong>{described[channel.key]}:</strong>{" "}
            {channel.key === "push" ? (
              devices ? (
                `on for ${devices} device${devices > 1 ? "s" : ""} of your team. Yours are listed below.`
              ) : (
                "none yet: open the admin on your phone and choose “Alert me on this device” below."
              )
            ) : channel.configured ? (
              <>
                set up.{" "}
                <TestAlertButton
                  channel={channel.key}
                  label={`Send a test ${channel.key === "email" ? "e-mail" : "alert"}`}
                />
              </>
            ) : (
              `not set up: set ${channel.setting} on the server.`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
