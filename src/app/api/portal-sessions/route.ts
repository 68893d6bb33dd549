import type { NextRequest } from "next/server";
import { handleSessionPost } from "@/portal/endpoints";

export const dynamic = "force-dynamic";

export const POST = (request: NextRequest) => handleSessionPost(request);
