import type { NextRequest } from "next/server";
import { handleChangeOrderPost } from "@/portal/change-order-endpoint";

export const dynamic = "force-dynamic";

export const POST = (request: NextRequest) => handleChangeOrderPost(request);
