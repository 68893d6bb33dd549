import { handlePdfGet } from "@/estimates/pdf-endpoint";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => handlePdfGet(request);
