import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in this process that keeps every message it accepts, for the integration
 * tests, the browser tests and the lead benchmark. `acceptDelayMs` answers "accepted" that much
 * later (a slow server, or one a crash can interrupt mid-delivery); `rejectCode` refuses every
 * recipient with that code, as a server that will never take the message.
 */
export async function startSmtpSink(port = 0, options = {}) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    // Close promptly even if a client still holds a connection open.
    closeTimeout: 500,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.rejectCode) return callback();
      callback(
        Object.assign(new Error("Mailbox unavailable"), { responseCode: options.rejectCode }),
      );
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1] ?? "",
        });
        if (options.acceptDelayMs) setTimeout(callback, options.acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
