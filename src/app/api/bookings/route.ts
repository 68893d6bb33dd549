import { handleBookingPost } from "@/bookings/endpoint";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleBookingPost(request);
