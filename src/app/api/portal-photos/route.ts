import type { NextRequest } from "next/server";
import { handlePhotoGet } from "@/portal/file-endpoints";

export const dynamic = "force-dynamic";

export const GET = (request: NextRequest) => handlePhotoGet(request);
