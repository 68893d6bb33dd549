import { handleReplyPost } from "@/estimates/reply-endpoint";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleReplyPost(request);
