import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { pdfResponse, signedCopy } from "@/estimates/server";
import { changeOrderPdf, changeOrderView, isJobPhotoSize, ownJob, ownPhoto } from "@/jobs/server";
import { cms } from "@/lib/cms/ready";
import { privatePhotoFiles } from "@/lib/storage/stored-files";
import { requestSession } from "./session-cookie";

const noStore = { "Cache-Control": "private, no-store" };

const missing = (what: string) =>
  new NextResponse(`No such ${what}.`, {
    status: 404,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });

/** A positive whole number from the query, or undefined. */
function idFrom(request: NextRequest, name: string): number | undefined {
  const id = Number(request.nextUrl.searchParams.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Whether the request comes from a signed-in account of the admin. */
const fromStaff = async (request: NextRequest) =>
  Boolean((await (await cms()).auth({ headers: request.headers })).user);

/**
 * A change order sent to the homeowner, as a PDF: to its job's homeowner's signed-in device, or
 * to signed-in staff.
 */
async function changeOrderDocument(request: NextRequest, id: number) {
  const view = await changeOrderView(id);
  if (!view) return missing("document");
  const session = await requestSession(request);
  const allowed =
    (session && (await ownJob(session.address, view.jobId))) || (await fromStaff(request));
  return allowed ? pdfResponse(await changeOrderPdf(view)) : missing("document");
}

/**
 * GET /api/portal-documents?job=…: a job's signed estimate, to its homeowner's signed-in device
 * only; ?changeOrder=…: a change order (to staff too). Anyone else (another homeowner, a
 * stranger, a signed-out device) gets the same 404 as for a document that does not exist, so
 * guessing ids tells nothing.
 */
export async function handleDocumentGet(request: NextRequest): Promise<NextResponse | Response> {
  const changeOrderId = idFrom(request, "changeOrder");
  if (changeOrderId) return changeOrderDocument(request, changeOrderId);
  const jobId = idFrom(request, "job");
  const session = jobId ? await requestSession(request) : undefined;
  const job = session && jobId ? await ownJob(session.address, jobId) : undefined;
  const signed = job?.estimateId ? await signedCopy(job.estimateId) : undefined;
  return signed ? pdfResponse(signed) : missing("document");
}

/**
 * GET /api/portal-photos?photo=…&size=small|large: a job's photo, to its homeowner's signed-in
 * device only, by the same rule and with the same 404 for everyone else. Without a size, the
 * original (made phone-size and without location data on upload). Never kept by a cache.
 */
export async function handlePhotoGet(request: NextRequest): Promise<NextResponse> {
  const photoId = idFrom(request, "photo");
  const size = request.nextUrl.searchParams.get("size");
  if (size !== null && !isJobPhotoSize(size))
    return new NextResponse("A photo's size is small or large.", {
      status: 400,
      headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
    });
  const session = photoId ? await requestSession(request) : undefined;
  const photo = session && photoId ? await ownPhoto(session.address, photoId) : undefined;
  if (!photo) return missing("photo");
  // A size the upload was too small to need is the original.
  const file = (size && photo.sizes[size]) || photo.original;
  const data = await privatePhotoFiles().read(file.name);
  if (!data) return missing("photo");
  return new NextResponse(new Uint8Array(data), {
    headers: {
      ...noStore,
      "Content-Type": file.type,
      "Content-Length": String(data.length),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
