import { AdminDallasTimeCell as AdminDallasTimeCell_37201a72f6fcc853c2eb858fa5ffad2d } from '../../../components/layout/admin-dallas-time-cell'
import { WaitingCell as WaitingCell_d8bd63845fc88d35912e06795deb4853 } from '../../../leads/admin/components/waiting-cell'
import { LeadContact as LeadContact_4d0508aae745bc5ab79f70cf90fc0518 } from '../../../leads/admin/components/lead-contact'
import { AdminReadOnlyField as AdminReadOnlyField_06b32891955e87171ca43b59770f8b65 } from '../../../components/layout/admin-read-only-field'
import { ReviewRequest as ReviewRequest_53313ab5fad58353982050c8b46b47f4 } from '../../../leads/review-request/components/review-request'
import { ServiceCell as ServiceCell_4bc17f244a6f7476825958cbc0a701b6 } from '../../../leads/admin/components/service-cell'
import { ServiceList as ServiceList_296063e0097f6789c12a8d669d00ab14 } from '../../../leads/admin/components/service-list'
import { LeadAppointments as LeadAppointments_f0fb16fde22c5bd79583d881e4d1456b } from '../../../bookings/admin/components/lead-appointments'
import { LeadDeliveries as LeadDeliveries_cc82a00a8c9ad7e857876bae8c6ae38b } from '../../../leads/admin/components/lead-deliveries'
import { AdminYesNoCell as AdminYesNoCell_699b0dba410cf9ead7e82638c51673c7 } from '../../../components/layout/admin-yes-no-cell'
import { LeadListSummary as LeadListSummary_fbf69b25fda5a373b41c557455cceef1 } from '../../../leads/admin/components/lead-list-summary'
import { AdminListDescription as AdminListDescription_3e9a1d4e24245866115eea58aa3ed7fe } from '../../../components/layout/admin-list-description'
import { EstimateRecord as EstimateRecord_a6284cfe4a06a20a36242c86152738f4 } from '../../../estimates/admin/components/estimate-record'
import { TotalCell as TotalCell_2e262a051b360029fbaa4a0463821641 } from '../../../estimates/admin/components/total-cell'
import { MoneyField as MoneyField_9c7fa981fb97adff0fb53ab30cb42535 } from '../../../components/layout/admin-money-field'
import { EstimateListSummary as EstimateListSummary_3241db0f893c6acdc850d791364f6716 } from '../../../estimates/admin/components/estimate-list-summary'
import { JobReview as JobReview_33bc94c2290faa08e002c687643a4720 } from '../../../jobs/admin/components/closing-review'
import { AdminRowLabel as AdminRowLabel_5d03259f92b10f36fcab83c873c7d658 } from '../../../components/layout/admin-row-label'
import { AnswerField as AnswerField_1a9514edb7c5ce4cc2e4e77c2579a03d } from '../../../jobs/admin/components/answer-field'
import { ChangeOrderRecord as ChangeOrderRecord_3be5298463d9f22da42901822174aad1 } from '../../../jobs/admin/components/change-order-record'
import { ClaimReview as ClaimReview_33bc94c2290faa08e002c687643a4720 } from '../../../jobs/admin/components/closing-review'
import { ClaimVisit as ClaimVisit_759930038e9beb591feef6f642613bdb } from '../../../jobs/admin/components/claim-visit'
import { CurrentPassword as CurrentPassword_c83124d5e5391fab48d4cf7a305b243f } from '../../../accounts/components/current-password'
import { AdminEditionOptionCell as AdminEditionOptionCell_d95af4b01737b4af20ebe220809f3e98 } from '../../../components/layout/admin-edition-option-cell'
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
import { AdminPreviewLink as AdminPreviewLink_8007e62f641611c1e2cdcbe1e18cb85f } from '../../../components/layout/admin-preview-link'
import { CallLengthPointer as CallLengthPointer_508b7c12017b8a4e214eaeabd74f2743 } from '../../../business/components/call-length-pointer'
import { AdminEditionBanner as AdminEditionBanner_76ddd1ff882e94796e0d0d0df7bc9c0c } from '../../../components/layout/admin-edition-banner'
import { AdminIcon as AdminIcon_1f259e84d4dd698404b866b67be0de1a } from '../../../components/layout/admin-brand'
import { AdminLogo as AdminLogo_1f259e84d4dd698404b866b67be0de1a } from '../../../components/layout/admin-brand'
import { AdminAccountMenu as AdminAccountMenu_29a56895458174642e8daf3a31fea390 } from '../../../components/layout/admin-account-menu'
import { AppointmentsNavLink as AppointmentsNavLink_e9afac50ee0ea4191cb641baf9e2719d } from '../../../bookings/admin/components/appointments-nav-link'
import { FunnelNavLink as FunnelNavLink_51d2032aef022212449154c42a3de1e9 } from '../../../funnel/admin/components/funnel-nav-link'
import { GoLiveChecklist as GoLiveChecklist_4d4aac007c0c79f325e41d4b2530301d } from '../../../business/components/go-live-checklist'
import { TodaysAppointments as TodaysAppointments_ca0ddc95a6a9ba0b92b91e3ef548b9e0 } from '../../../bookings/admin/components/todays-appointments'
import { LeadDashboard as LeadDashboard_929651cf60b454eeeeccf38e354101c5 } from '../../../leads/admin/components/lead-dashboard'
import { EstimateDashboard as EstimateDashboard_77a89fff8f50bf6b736fe81228f26ae3 } from '../../../estimates/admin/components/estimate-dashboard'
import { JobDashboard as JobDashboard_864b59d6f7d4a908ad6dc1d90231821f } from '../../../jobs/admin/components/job-dashboard'
import { SpanishGaps as SpanishGaps_794beccf848b65b3cda78f905453c7ed } from '../../../editions/components/spanish-gaps'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AppointmentsView as AppointmentsView_f817bc13a5c3c6a9810b8937b5c6c6e6 } from '../../../bookings/admin/components/appointments-view'
import { FunnelView as FunnelView_8950d2676dc137285fa9b33b1fbe9d8e } from '../../../funnel/admin/components/funnel-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/layout/admin-dallas-time-cell#AdminDallasTimeCell": AdminDallasTimeCell_37201a72f6fcc853c2eb858fa5ffad2d,
  "/leads/admin/components/waiting-cell#WaitingCell": WaitingCell_d8bd63845fc88d35912e06795deb4853,
  "/leads/admin/components/lead-contact#LeadContact": LeadContact_4d0508aae745bc5ab79f70cf90fc0518,
  "/components/layout/admin-read-only-field#AdminReadOnlyField": AdminReadOnlyField_06b32891955e87171ca43b59770f8b65,
  "/leads/review-request/components/review-request#ReviewRequest": ReviewRequest_53313ab5fad58353982050c8b46b47f4,
  "/leads/admin/components/service-cell#ServiceCell": ServiceCell_4bc17f244a6f7476825958cbc0a701b6,
  "/leads/admin/components/service-list#ServiceList": ServiceList_296063e0097f6789c12a8d669d00ab14,
  "/bookings/admin/components/lead-appointments#LeadAppointments": LeadAppointments_f0fb16fde22c5bd79583d881e4d1456b,
  "/leads/admin/components/lead-deliveries#LeadDeliveries": LeadDeliveries_cc82a00a8c9ad7e857876bae8c6ae38b,
  "/components/layout/admin-yes-no-cell#AdminYesNoCell": AdminYesNoCell_699b0dba410cf9ead7e82638c51673c7,
  "/leads/admin/components/lead-list-summary#LeadListSummary": LeadListSummary_fbf69b25fda5a373b41c557455cceef1,
  "/components/layout/admin-list-description#AdminListDescription": AdminListDescription_3e9a1d4e24245866115eea58aa3ed7fe,
  "/estimates/admin/components/estimate-record#EstimateRecord": EstimateRecord_a6284cfe4a06a20a36242c86152738f4,
  "/estimates/admin/components/total-cell#TotalCell": TotalCell_2e262a051b360029fbaa4a0463821641,
  "/components/layout/admin-money-field#MoneyField": MoneyField_9c7fa981fb97adff0fb53ab30cb42535,
  "/estimates/admin/components/estimate-list-summary#EstimateListSummary": EstimateListSummary_3241db0f893c6acdc850d791364f6716,
  "/jobs/admin/components/closing-review#JobReview": JobReview_33bc94c2290faa08e002c687643a4720,
  "/components/layout/admin-row-label#AdminRowLabel": AdminRowLabel_5d03259f92b10f36fcab83c873c7d658,
  "/jobs/admin/components/answer-field#AnswerField": AnswerField_1a9514edb7c5ce4cc2e4e77c2579a03d,
  "/jobs/admin/components/change-order-record#ChangeOrderRecord": ChangeOrderRecord_3be5298463d9f22da42901822174aad1,
  "/jobs/admin/components/closing-review#ClaimReview": ClaimReview_33bc94c2290faa08e002c687643a4720,
  "/jobs/admin/components/claim-visit#ClaimVisit": ClaimVisit_759930038e9beb591feef6f642613bdb,
  "/accounts/components/current-password#CurrentPassword": CurrentPassword_c83124d5e5391fab48d4cf7a305b243f,
  "/components/layout/admin-edition-option-cell#AdminEditionOptionCell": AdminEditionOptionCell_d95af4b01737b4af20ebe220809f3e98,
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
  "/components/layout/admin-preview-link#AdminPreviewLink": AdminPreviewLink_8007e62f641611c1e2cdcbe1e18cb85f,
  "/business/components/call-length-pointer#CallLengthPointer": CallLengthPointer_508b7c12017b8a4e214eaeabd74f2743,
  "/components/layout/admin-edition-banner#AdminEditionBanner": AdminEditionBanner_76ddd1ff882e94796e0d0d0df7bc9c0c,
  "/components/layout/admin-brand#AdminIcon": AdminIcon_1f259e84d4dd698404b866b67be0de1a,
  "/components/layout/admin-brand#AdminLogo": AdminLogo_1f259e84d4dd698404b866b67be0de1a,
  "/components/layout/admin-account-menu#AdminAccountMenu": AdminAccountMenu_29a56895458174642e8daf3a31fea390,
  "/bookings/admin/components/appointments-nav-link#AppointmentsNavLink": AppointmentsNavLink_e9afac50ee0ea4191cb641baf9e2719d,
  "/funnel/admin/components/funnel-nav-link#FunnelNavLink": FunnelNavLink_51d2032aef022212449154c42a3de1e9,
  "/business/components/go-live-checklist#GoLiveChecklist": GoLiveChecklist_4d4aac007c0c79f325e41d4b2530301d,
  "/bookings/admin/components/todays-appointments#TodaysAppointments": TodaysAppointments_ca0ddc95a6a9ba0b92b91e3ef548b9e0,
  "/leads/admin/components/lead-dashboard#LeadDashboard": LeadDashboard_929651cf60b454eeeeccf38e354101c5,
  "/estimates/admin/components/estimate-dashboard#EstimateDashboard": EstimateDashboard_77a89fff8f50bf6b736fe81228f26ae3,
  "/jobs/admin/components/job-dashboard#JobDashboard": JobDashboard_864b59d6f7d4a908ad6dc1d90231821f,
  "/editions/components/spanish-gaps#SpanishGaps": SpanishGaps_794beccf848b65b3cda78f905453c7ed,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/bookings/admin/components/appointments-view#AppointmentsView": AppointmentsView_f817bc13a5c3c6a9810b8937b5c6c6e6,
  "/funnel/admin/components/funnel-view#FunnelView": FunnelView_8950d2676dc137285fa9b33b1fbe9d8e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
