import "server-only";
import { ownerChannelStates } from "@/leads/delivery/owner-reach";
import { TestAlertButton } from "./test-alert-button";

const described = { email: "E-mail", ntfy: "Phone alerts (ntfy)" } as const;

/** For owners: each way a new lead reaches them, whether it is set up, and a test for each. */
export function AlertChannels() {
  return (
    <div className="lead-dashboard__channels">
      <h3>How new leads reach you</h3>
      <ul>
        {ownerChannelStates().map((channel) => (
          <li key={channel.key}>
            <strong>{described[channel.key]}:</strong>{" "}
            {channel.configured ? (
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
