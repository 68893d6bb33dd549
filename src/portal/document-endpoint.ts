import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { pdfResponse, signedCopy } from "@/estimates/server";
import { ownJob } from "@/jobs/server";
import { requestSession } from "./session-cookie";

const missing = () =>
  new NextResponse("No such document.", {
    status: 404,
    headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * GET /api/portal-documents?job=…: a job's signed estimate, to its homeowner's signed-in device
 * only. Anyone else (another homeowner, a stranger, a signed-out device) gets the same 404 as for
 * a job that does not exist, so guessing ids tells nothing.
 */
export async function handleDocumentGet(request: NextRequest): Promise<NextResponse | Response> {
  const jobId = Number(request.nextUrl.searchParams.get("job"));
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return missing();
  const session = await requestSession(request);
  if (!session) return missing();
  const job = await ownJob(session.address, jobId);
  if (!job?.estimateId) return missing();
  const signed = await signedCopy(job.estimateId);
  return signed ? pdfResponse(signed) : missing();
}
