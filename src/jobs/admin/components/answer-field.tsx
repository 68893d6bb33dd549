"use client";
import { Button, FieldLabel, useFormFields } from "@payloadcms/ui";
import { useRouter } from "next/navigation";
import type { UIFieldClientComponent } from "payload";
import { useState } from "react";

const ANSWER_ID = "field-answer";

type Sending = { state: "idle" | "sending" | "sent" } | { state: "refused"; reason: string };

/** The engine's reason for a refused save, or a plain one. */
async function reasonOf(response: Response) {
  const body = (await response.json().catch(() => null)) as {
    errors?: { message?: string; data?: { errors?: { message?: string }[] } }[];
  } | null;
  const first = body?.errors?.[0];
  return (
    first?.data?.errors?.[0]?.message ??
    first?.message ??
    "The answer was not sent. Try again in a moment."
  );
}

/**
 * Under a homeowner's message: the office's answer, written where the question is read. It is a
 * new message on the same job (the homeowner gets it by e-mail, the message's clock stops), sent
 * through the same REST address as any other, with the signed-in account's rights.
 */
export const AnswerField: UIFieldClientComponent = () => {
  const job = useFormFields(([fields]) => fields.job?.value);
  const from = useFormFields(([fields]) => fields.from?.value);
  const router = useRouter();
  const [text, setText] = useState("");
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  if (from !== "homeowner" || !job) return null;

  async function send() {
    setSending({ state: "sending" });
    const response = await fetch("/api/job-messages", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ job, body: text }),
    }).catch(() => null);
    if (response?.ok) {
      setText("");
      setSending({ state: "sent" });
      router.refresh();
    } else
      setSending({
        state: "refused",
        reason: response
          ? await reasonOf(response)
          : "No connection: the answer was not sent. Try again.",
      });
  }

  return (
    <div className="field-type textarea">
      <FieldLabel htmlFor={ANSWER_ID} label="Answer the homeowner" />
      <textarea
        id={ANSWER_ID}
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ width: "100%" }}
      />
      <p className="field-description">
        The homeowner gets it by e-mail and on their project page, and this message stops waiting.
      </p>
      <Button
        buttonStyle="primary"
        disabled={sending.state === "sending" || text.trim().length < 2}
        onClick={() => void send()}
      >
        Send the answer
      </Button>
      <p role="status">
        {sending.state === "sent"
          ? "Answer sent. The homeowner gets it by e-mail."
          : sending.state === "refused"
            ? sending.reason
            : ""}
      </p>
    </div>
  );
};
