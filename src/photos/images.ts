import { z } from "zod";
import type { Locale } from "@/lib/i18n/locale";
import { imageIds, type ImageId, type UploadedIllustration } from "./image-ids";
import { spanishIllustrationAlts } from "./illustration-alts-es";
import { spanishRegistryAlts } from "./registry-alts-es";

export { imageIds } from "./image-ids";

/**
 * The image registry: every picture on the site is referenced by id and resolved here, so pages
 * never hard-code file names, sizes or alt text.
 *
 * The files in public/images are original illustrations drawn by scripts/draw-illustrations.mjs.
 * To use a real project photo instead, the owner replaces the file in public/images (for a
 * photo, save it as /images/<id>.jpg or .webp and change `src` below) and updates that entry's
 * width, height and alt text here so the alt describes the photo, not the old illustration.
 */

const imageFile = /^\/images\/([a-z0-9-]+)\.(svg|jpe?g|png|webp|avif)$/;

export const imageSchema = z
  .object({
    id: z.enum(imageIds),
    src: z
      .templateLiteral(["/images/", z.string()])
      .refine(
        (src) => imageFile.test(src),
        "src must be /images/<id>.<svg|jpg|jpeg|png|webp|avif>",
      ),
    alt: z.string().trim().min(20, "alt text must describe the picture"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .refine((image) => imageFile.exec(image.src)?.[1] === image.id, {
    message: "the file name in src must match the image id",
    path: ["src"],
  });

export type SiteImage = z.infer<typeof imageSchema>;

/** The file name an illustration is stored under in the admin: how later starts find it again. */
export const illustrationFileName = (id: string) => `${id}.webp`;

const illustrationFiles = new Set<string>(imageIds.map(illustrationFileName));

/** Whether a stored photo is still one of the seeded illustrations, not the owner's own. */
export const isIllustrationFile = (filename: string) => illustrationFiles.has(filename);

/**
 * An owner's photo from the admin, ready to render: its WebP widths as `srcSet`, its shape as
 * width and height (so the page does not shift while it loads) and its focal point as the CSS
 * position crops keep in frame.
 */
export type Photo = {
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
  position: string;
  /** A seeded illustration standing in for the owner's photo: headings then say so. */
  illustration?: boolean;
};

// The illustrations share one canvas size; only the wide hero differs.
const illustration = (id: ImageId, alt: string, width = 1200, height = 800): SiteImage => ({
  id,
  src: `/images/${id}.svg`,
  alt,
  width,
  height,
});

const entries: SiteImage[] = [
  illustration(
    "hero-home",
    "Illustration of a single-story red-brick ranch house with a hip roof, navy shutters, an attached garage and a live oak in the front yard",
    1600,
    900,
  ),
  illustration(
    "service-kitchen",
    "Illustration of a kitchen with sage-green lower cabinets, a walnut island with three stools and brass pendant lights",
  ),
  illustration(
    "service-bathroom",
    "Illustration of a bathroom with an oak double vanity, vessel sinks, a wide mirror and a walk-in glass shower with a rain head",
  ),
  illustration(
    "service-addition",
    "Illustration of a brick ranch house with the wood framing of a new second story going up on top",
  ),
  illustration(
    "service-whole-home",
    "Illustration of a painted white-brick two-story house with dark trim, a terracotta front door and an attached garage",
  ),
  illustration(
    "service-outdoor",
    "Illustration of a backyard with a covered patio, a wood pergola hung with string lights, an outdoor sofa and a grill",
  ),
  illustration(
    "service-tiny-home",
    "Illustration of a small cabin-style tiny home with a front porch and a green roof on a fenced lot",
  ),
  illustration(
    "idea-kitchen-1",
    "Illustration of an open kitchen with navy lower cabinets, a navy island with terracotta stools, white upper cabinets and a range hood",
  ),
  illustration(
    "idea-kitchen-2",
    "Illustration of a kitchen counter close-up with white subway tile, a gooseneck faucet, a cutting board and an open shelf",
  ),
  illustration(
    "idea-kitchen-3",
    "Illustration of three brass dome pendant lights glowing over a kitchen island against a navy wall",
  ),
  illustration(
    "idea-kitchen-4",
    "Illustration of kitchen material samples: a quartz slab, oak flooring, subway tile, a navy shaker door, paint chips and brass pulls",
  ),
  illustration(
    "idea-kitchen-5",
    "Illustration of a sage-green kitchen at night with glowing pendant and under-cabinet lights and a moonlit window",
  ),
  illustration(
    "idea-bathroom-1",
    "Illustration of a bathroom with a navy double vanity, two round brass mirrors and a walk-in glass shower",
  ),
  illustration(
    "idea-bathroom-2",
    "Illustration of a walk-in shower close-up with a rain shower head, a navy tiled niche, a handheld wand and a wood bench",
  ),
  illustration(
    "idea-bathroom-3",
    "Illustration of a sage-green vanity with a vessel sink, a round brass mirror and glowing wall sconces",
  ),
  illustration(
    "idea-bathroom-4",
    "Illustration of a freestanding soaking tub beneath a window with sheer curtains and a brass floor-mounted tub filler",
  ),
  illustration(
    "idea-bathroom-5",
    "Illustration of bathroom material samples: a marble slab, walnut, sage tile, a green vanity door, paint chips and black fixtures",
  ),
  illustration(
    "idea-addition-1",
    "Illustration of a brick ranch house with the wood framing of a new side wing under construction",
  ),
  illustration(
    "idea-addition-2",
    "Illustration of a brick ranch house with a finished second-story addition clad in cream siding",
  ),
  illustration(
    "idea-addition-3",
    "Illustration of new wall framing up close, with a window header, a ladder, a sawhorse and plywood sheathing",
  ),
  illustration(
    "idea-addition-4",
    "Illustration of a tan-brick house with a finished white-sided primary suite wing and a small patio",
  ),
  illustration(
    "idea-addition-5",
    "Illustration of a blueprint floor plan with the new addition highlighted beside the existing rooms",
  ),
  illustration(
    "idea-whole-home-1",
    "Illustration of a red-brick two-story house with navy shutters, a covered entry and an attached garage",
  ),
  illustration(
    "idea-whole-home-2",
    "Illustration of a brick two-story house at dusk with warmly lit windows under a starry sky",
  ),
  illustration(
    "idea-whole-home-3",
    "Illustration of an open living room with a painted brick fireplace, a navy sofa and a kitchen beyond",
  ),
  illustration(
    "idea-whole-home-4",
    "Illustration of a navy front door with glass sidelights, an arched transom, lanterns and potted plants against brick",
  ),
  illustration(
    "idea-whole-home-5",
    "Illustration of a renovated staircase with a black handrail and balusters, white risers and wood floors",
  ),
  illustration(
    "idea-outdoor-1",
    "Illustration of a pergola with string lights over an outdoor dining table and chairs on a paver patio",
  ),
  illustration(
    "idea-outdoor-2",
    "Illustration of a backyard patio at night with glowing string lights under a pergola, a sofa and a grill",
  ),
  illustration(
    "idea-outdoor-3",
    "Illustration of an outdoor kitchen with a stone base, a built-in stainless grill and a refrigerator under string lights",
  ),
  illustration(
    "idea-outdoor-4",
    "Illustration of a fire pit with Adirondack chairs on a stone patio at sunset under string lights",
  ),
  illustration(
    "idea-outdoor-5",
    "Illustration of a covered patio with a ceiling fan, a navy sectional and a view of the backyard lawn",
  ),
  illustration(
    "idea-tiny-home-1",
    "Illustration of a cabin-style tiny home with a front porch and railing on a fenced lawn",
  ),
  illustration(
    "idea-tiny-home-2",
    "Illustration of a modern tiny home with a shed roof, sage siding, a large window and a small deck",
  ),
  illustration(
    "idea-tiny-home-3",
    "Illustration of a tiny home interior with a sleeping loft, a ladder, a kitchenette and a sofa by a large window",
  ),
  illustration(
    "idea-tiny-home-4",
    "Illustration of a wood-sided tiny home at night with glowing windows and a porch light under the stars",
  ),
  illustration(
    "idea-tiny-home-5",
    "Illustration of a backyard tiny home behind a brick main house, with a stepping-stone path across the lawn",
  ),
  illustration(
    "project-kitchen-before",
    "Illustration of a dated kitchen before remodeling: dark oak cabinets under a soffit, brass knobs, almond appliances and a cluttered counter",
  ),
  illustration(
    "project-kitchen-after",
    "Illustration of the same kitchen after remodeling: white cabinets, a navy island with wood stools and navy pendant lights",
  ),
  illustration(
    "project-kitchen-detail",
    "Illustration of a close-up of the remodeled kitchen's blush tile backsplash, white quartz counter and brass cabinet pulls",
  ),
  illustration(
    "project-bathroom-before",
    "Illustration of a dated bathroom before remodeling: a tub with a pink shower curtain, almond tile, an oak vanity and a brass light bar",
  ),
  illustration(
    "project-bathroom-after",
    "Illustration of the same bathroom after remodeling: a walnut double vanity, black-framed round mirrors and a walk-in glass shower",
  ),
  illustration(
    "project-bathroom-detail",
    "Illustration of a close-up of the remodeled shower's white subway tile, brass rain head, green niche and walnut bench",
  ),
  illustration(
    "project-addition-before",
    "Illustration of a dated brown-brick ranch house with overgrown shrubs before its addition",
  ),
  illustration(
    "project-addition-after",
    "Illustration of the same ranch house after a new sage-sided room addition was built on one side",
  ),
  illustration(
    "project-addition-detail",
    "Illustration of new construction tying into an existing brick wall, with flashing, house wrap, framing and new foundation piers",
  ),
  illustration(
    "blog-kitchen-cost",
    "Illustration of a calculator and a price tag in front of a kitchen counter and cabinets",
  ),
  illustration(
    "blog-shady-contractor",
    "Illustration of a contract on a clipboard with a red warning sign beside a house",
  ),
  illustration(
    "blog-eco",
    "Illustration of a house with rooftop solar panels under a bright sun beside a large green leaf",
  ),
  illustration(
    "blog-small-bath-before",
    "Illustration of a small, dated bathroom with a pink shower curtain, almond tile, an oak vanity and brass fixtures",
  ),
  illustration(
    "blog-small-bath-after",
    "Illustration of the same small bathroom renovated with a glass shower panel, a floating green vanity and a round mirror",
  ),
  illustration(
    "blog-best-contractor",
    "Illustration of a handshake beside a completed checklist and a house",
  ),
];

// A record keyed by the enum must list every id exactly once, so a missing entry fails the build.
export const images: Record<ImageId, SiteImage> = z
  .record(z.enum(imageIds), imageSchema)
  .superRefine((record, ctx) => {
    for (const [key, image] of Object.entries(record)) {
      if (image.id !== key)
        ctx.addIssue({ code: "custom", message: `entry ${key} has id ${image.id}`, path: [key] });
    }
  })
  .parse(Object.fromEntries(entries.map((image) => [image.id, image])));

const isImageId = (id: string): id is ImageId => Object.hasOwn(images, id);

/**
 * Resolves an image id from content, described in the page's language; an unknown id throws so a
 * broken reference fails the build.
 */
export function getImage(id: string, locale: Locale = "en"): SiteImage {
  if (!isImageId(id)) {
    throw new Error(
      `Unknown image id "${id}": add it to imageIds (src/photos/image-ids.ts) and images (src/photos/images.ts)`,
    );
  }
  const image = images[id];
  return locale === "es" ? { ...image, alt: spanishAltOf(id) } : image;
}

const spanishAltOf = (id: ImageId): string =>
  id in spanishIllustrationAlts
    ? spanishIllustrationAlts[id as UploadedIllustration]
    : spanishRegistryAlts[id as Exclude<ImageId, UploadedIllustration>];
