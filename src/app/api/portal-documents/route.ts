import type { NextRequest } from "next/server";
import { handleDocumentGet } from "@/portal/document-endpoint";

export const dynamic = "force-dynamic";

export const GET = (request: NextRequest) => handleDocumentGet(request);
