import type { NextRequest } from "next/server";
import { handleLinkPost } from "@/portal/endpoints";

export const dynamic = "force-dynamic";

export const POST = (request: NextRequest) => handleLinkPost(request);
