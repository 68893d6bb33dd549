import { LeadContact as LeadContact_1da2323bee5aa75a773a7ac5a4041230 } from '../../../leads/admin/components/lead-contact'
import { ServiceCell as ServiceCell_821e9a9375bf442982bd5b540ad9d646 } from '../../../leads/admin/components/service-cell'
import { ServiceList as ServiceList_f027331591aa89929670ebd7ff453c9e } from '../../../leads/admin/components/service-list'
import { LeadDeliveries as LeadDeliveries_da769dc0f207776ea41c39c033140146 } from '../../../leads/admin/components/lead-deliveries'
import { LeadListSummary as LeadListSummary_9eb1d13e99b7fb1380bf54c5b75e13ef } from '../../../leads/admin/components/lead-list-summary'
import { CurrentPassword as CurrentPassword_4521be8477b6afc84a7b32dfb467ee6d } from '../../../accounts/components/current-password'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AdminIcon as AdminIcon_ca14d2bd348072a95e7323ce32a4fa16 } from '../../../components/layout/admin-brand'
import { AdminLogo as AdminLogo_ca14d2bd348072a95e7323ce32a4fa16 } from '../../../components/layout/admin-brand'
import { GoLiveChecklist as GoLiveChecklist_4d4aac007c0c79f325e41d4b2530301d } from '../../../business/components/go-live-checklist'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/leads/admin/components/lead-contact#LeadContact": LeadContact_1da2323bee5aa75a773a7ac5a4041230,
  "/leads/admin/components/service-cell#ServiceCell": ServiceCell_821e9a9375bf442982bd5b540ad9d646,
  "/leads/admin/components/service-list#ServiceList": ServiceList_f027331591aa89929670ebd7ff453c9e,
  "/leads/admin/components/lead-deliveries#LeadDeliveries": LeadDeliveries_da769dc0f207776ea41c39c033140146,
  "/leads/admin/components/lead-list-summary#LeadListSummary": LeadListSummary_9eb1d13e99b7fb1380bf54c5b75e13ef,
  "/accounts/components/current-password#CurrentPassword": CurrentPassword_4521be8477b6afc84a7b32dfb467ee6d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/layout/admin-brand#AdminIcon": AdminIcon_ca14d2bd348072a95e7323ce32a4fa16,
  "/components/layout/admin-brand#AdminLogo": AdminLogo_ca14d2bd348072a95e7323ce32a4fa16,
  "/business/components/go-live-checklist#GoLiveChecklist": GoLiveChecklist_4d4aac007c0c79f325e41d4b2530301d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
