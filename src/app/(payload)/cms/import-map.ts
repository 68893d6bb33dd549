import { AdminIcon as AdminIcon_ca14d2bd348072a95e7323ce32a4fa16 } from '../../../components/cms/admin-brand'
import { AdminLogo as AdminLogo_ca14d2bd348072a95e7323ce32a4fa16 } from '../../../components/cms/admin-brand'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/cms/admin-brand#AdminIcon": AdminIcon_ca14d2bd348072a95e7323ce32a4fa16,
  "/components/cms/admin-brand#AdminLogo": AdminLogo_ca14d2bd348072a95e7323ce32a4fa16,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
