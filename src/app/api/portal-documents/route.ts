import type { NextRequest } from "next/server";
import { handleDocumentGet } from "@/portal/file-endpoints";

export const dynamic = "force-dynamic";

export const GET = (request: NextRequest) => handleDocumentGet(request);
