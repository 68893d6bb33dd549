import type { NextRequest } from "next/server";
import { handleSettingsPost } from "@/portal/endpoints";

export const dynamic = "force-dynamic";

export const POST = (request: NextRequest) => handleSettingsPost(request);
