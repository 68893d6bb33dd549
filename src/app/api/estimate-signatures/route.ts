import { handleSignaturePost } from "@/estimates/sign-endpoint";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleSignaturePost(request);
