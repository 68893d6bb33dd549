import type { NextRequest } from "next/server";
import { handleMessagePost } from "@/portal/message-endpoint";

export const dynamic = "force-dynamic";

export const POST = (request: NextRequest) => handleMessagePost(request);
