import type { NextRequest } from "next/server";
import { handleClaimPost } from "@/portal/claim-endpoint";

export const dynamic = "force-dynamic";

export const POST = (request: NextRequest) => handleClaimPost(request);
