import * as migration_20261122_195957_initial from './20261122_195957_initial';
import * as migration_20261122_202633_reviews from './20261122_202633_reviews';
import * as migration_20261122_204927_faqs from './20261122_204927_faqs';
import * as migration_20261122_205947_media from './20261122_205947_media';
import * as migration_20261122_221653_projects from './20261122_221653_projects';
import * as migration_20261122_224855_posts from './20261122_224855_posts';
import * as migration_20261123_010454_lead_store from './20261123_010454_lead_store';
import * as migration_20261123_010455_leads from './20261123_010455_leads';
import * as migration_20261123_051834_business from './20261123_051834_business';
import * as migration_20261123_064803_services from './20261123_064803_services';
import * as migration_20261125_062813_lead_history_accounts from './20261125_062813_lead_history_accounts';
import * as migration_20261125_120007_client_portal from './20261125_120007_client_portal';
import * as migration_20261127_134940_response_clock from './20261127_134940_response_clock';
import * as migration_20261127_141635_review_requests from './20261127_141635_review_requests';
import * as migration_20261128_022202_photo_storage from './20261128_022202_photo_storage';
import * as migration_20261128_040014_booking_settings from './20261128_040014_booking_settings';
import * as migration_20261128_131508_spanish_edition from './20261128_131508_spanish_edition';
import * as migration_20261128_133742_lead_language from './20261128_133742_lead_language';
import * as migration_20261128_162020_projects_in_spanish from './20261128_162020_projects_in_spanish';
import * as migration_20261203_100000_accounts_leave_nothing from './20261203_100000_accounts_leave_nothing';
import * as migration_20261203_120000_package_names_in_spanish from './20261203_120000_package_names_in_spanish';
import * as migration_20261203_134510_whole_home_results from './20261203_134510_whole_home_results';
import * as migration_20261203_202924_tables_declared_once from './20261203_202924_tables_declared_once';
import * as migration_20261203_234848_deliveries_name_their_subject from './20261203_234848_deliveries_name_their_subject';
import * as migration_20261204_042709_estimates from './20261204_042709_estimates';
import * as migration_20261204_043323_estimate_revisions_and_views from './20261204_043323_estimate_revisions_and_views';
import * as migration_20261204_052524_estimate_signatures from './20261204_052524_estimate_signatures';
import * as migration_20261204_092321_estimate_events_and_mailing_address from './20261204_092321_estimate_events_and_mailing_address';
import * as migration_20261204_172326_jobs from './20261204_172326_jobs';
import * as migration_20261204_172804_job_handovers from './20261204_172804_job_handovers';
import * as migration_20261204_174701_job_updates from './20261204_174701_job_updates';
import * as migration_20261204_201313_portal_sign_in from './20261204_201313_portal_sign_in';
import * as migration_20261204_211430_portal_daily_digests from './20261204_211430_portal_daily_digests';
import * as migration_20261204_235130_job_photos from './20261204_235130_job_photos';
import * as migration_20261205_003800_job_edit_locks_off from './20261205_003800_job_edit_locks_off';
import * as migration_20261205_005217_schedule_moves from './20261205_005217_schedule_moves';
import * as migration_20261205_034442_job_messages from './20261205_034442_job_messages';
import * as migration_20261205_070052_change_orders from './20261205_070052_change_orders';
import * as migration_20261205_075747_job_completed_on from './20261205_075747_job_completed_on';
import * as migration_20261205_081417_warranty_claims from './20261205_081417_warranty_claims';
import * as migration_20261205_103347_claim_visit_on_calendar from './20261205_103347_claim_visit_on_calendar';
import * as migration_20261205_111204_lead_attributed_from from './20261205_111204_lead_attributed_from';
import * as migration_20261206_042552_funnel_counts_and_spend from './20261206_042552_funnel_counts_and_spend';
import * as migration_20261206_044604_field_speed_days from './20261206_044604_field_speed_days';

export const migrations = [
  {
    up: migration_20261122_195957_initial.up,
    down: migration_20261122_195957_initial.down,
    name: '20261122_195957_initial',
  },
  {
    up: migration_20261122_202633_reviews.up,
    down: migration_20261122_202633_reviews.down,
    name: '20261122_202633_reviews',
  },
  {
    up: migration_20261122_204927_faqs.up,
    down: migration_20261122_204927_faqs.down,
    name: '20261122_204927_faqs',
  },
  {
    up: migration_20261122_205947_media.up,
    down: migration_20261122_205947_media.down,
    name: '20261122_205947_media',
  },
  {
    up: migration_20261122_221653_projects.up,
    down: migration_20261122_221653_projects.down,
    name: '20261122_221653_projects',
  },
  {
    up: migration_20261122_224855_posts.up,
    down: migration_20261122_224855_posts.down,
    name: '20261122_224855_posts',
  },
  {
    up: migration_20261123_010454_lead_store.up,
    down: migration_20261123_010454_lead_store.down,
    name: '20261123_010454_lead_store',
  },
  {
    up: migration_20261123_010455_leads.up,
    down: migration_20261123_010455_leads.down,
    name: '20261123_010455_leads',
  },
  {
    up: migration_20261123_051834_business.up,
    down: migration_20261123_051834_business.down,
    name: '20261123_051834_business',
  },
  {
    up: migration_20261123_064803_services.up,
    down: migration_20261123_064803_services.down,
    name: '20261123_064803_services',
  },
  {
    up: migration_20261125_062813_lead_history_accounts.up,
    down: migration_20261125_062813_lead_history_accounts.down,
    name: '20261125_062813_lead_history_accounts',
  },
  {
    up: migration_20261125_120007_client_portal.up,
    down: migration_20261125_120007_client_portal.down,
    name: '20261125_120007_client_portal',
  },
  {
    up: migration_20261127_134940_response_clock.up,
    down: migration_20261127_134940_response_clock.down,
    name: '20261127_134940_response_clock',
  },
  {
    up: migration_20261127_141635_review_requests.up,
    down: migration_20261127_141635_review_requests.down,
    name: '20261127_141635_review_requests',
  },
  {
    up: migration_20261128_022202_photo_storage.up,
    down: migration_20261128_022202_photo_storage.down,
    name: '20261128_022202_photo_storage',
  },
  {
    up: migration_20261128_040014_booking_settings.up,
    down: migration_20261128_040014_booking_settings.down,
    name: '20261128_040014_booking_settings',
  },
  {
    up: migration_20261128_131508_spanish_edition.up,
    down: migration_20261128_131508_spanish_edition.down,
    name: '20261128_131508_spanish_edition',
  },
  {
    up: migration_20261128_133742_lead_language.up,
    down: migration_20261128_133742_lead_language.down,
    name: '20261128_133742_lead_language',
  },
  {
    up: migration_20261128_162020_projects_in_spanish.up,
    down: migration_20261128_162020_projects_in_spanish.down,
    name: '20261128_162020_projects_in_spanish',
  },
  {
    up: migration_20261203_100000_accounts_leave_nothing.up,
    down: migration_20261203_100000_accounts_leave_nothing.down,
    name: '20261203_100000_accounts_leave_nothing',
  },
  {
    up: migration_20261203_120000_package_names_in_spanish.up,
    down: migration_20261203_120000_package_names_in_spanish.down,
    name: '20261203_120000_package_names_in_spanish',
  },
  {
    up: migration_20261203_134510_whole_home_results.up,
    down: migration_20261203_134510_whole_home_results.down,
    name: '20261203_134510_whole_home_results',
  },
  {
    up: migration_20261203_202924_tables_declared_once.up,
    down: migration_20261203_202924_tables_declared_once.down,
    name: '20261203_202924_tables_declared_once',
  },
  {
    up: migration_20261203_234848_deliveries_name_their_subject.up,
    down: migration_20261203_234848_deliveries_name_their_subject.down,
    name: '20261203_234848_deliveries_name_their_subject',
  },
  {
    up: migration_20261204_042709_estimates.up,
    down: migration_20261204_042709_estimates.down,
    name: '20261204_042709_estimates',
  },
  {
    up: migration_20261204_043323_estimate_revisions_and_views.up,
    down: migration_20261204_043323_estimate_revisions_and_views.down,
    name: '20261204_043323_estimate_revisions_and_views',
  },
  {
    up: migration_20261204_052524_estimate_signatures.up,
    down: migration_20261204_052524_estimate_signatures.down,
    name: '20261204_052524_estimate_signatures',
  },
  {
    up: migration_20261204_092321_estimate_events_and_mailing_address.up,
    down: migration_20261204_092321_estimate_events_and_mailing_address.down,
    name: '20261204_092321_estimate_events_and_mailing_address',
  },
  {
    up: migration_20261204_172326_jobs.up,
    down: migration_20261204_172326_jobs.down,
    name: '20261204_172326_jobs',
  },
  {
    up: migration_20261204_172804_job_handovers.up,
    down: migration_20261204_172804_job_handovers.down,
    name: '20261204_172804_job_handovers',
  },
  {
    up: migration_20261204_174701_job_updates.up,
    down: migration_20261204_174701_job_updates.down,
    name: '20261204_174701_job_updates',
  },
  {
    up: migration_20261204_201313_portal_sign_in.up,
    down: migration_20261204_201313_portal_sign_in.down,
    name: '20261204_201313_portal_sign_in',
  },
  {
    up: migration_20261204_211430_portal_daily_digests.up,
    down: migration_20261204_211430_portal_daily_digests.down,
    name: '20261204_211430_portal_daily_digests',
  },
  {
    up: migration_20261204_235130_job_photos.up,
    down: migration_20261204_235130_job_photos.down,
    name: '20261204_235130_job_photos',
  },
  {
    up: migration_20261205_003800_job_edit_locks_off.up,
    down: migration_20261205_003800_job_edit_locks_off.down,
    name: '20261205_003800_job_edit_locks_off',
  },
  {
    up: migration_20261205_005217_schedule_moves.up,
    down: migration_20261205_005217_schedule_moves.down,
    name: '20261205_005217_schedule_moves',
  },
  {
    up: migration_20261205_034442_job_messages.up,
    down: migration_20261205_034442_job_messages.down,
    name: '20261205_034442_job_messages',
  },
  {
    up: migration_20261205_070052_change_orders.up,
    down: migration_20261205_070052_change_orders.down,
    name: '20261205_070052_change_orders',
  },
  {
    up: migration_20261205_075747_job_completed_on.up,
    down: migration_20261205_075747_job_completed_on.down,
    name: '20261205_075747_job_completed_on',
  },
  {
    up: migration_20261205_081417_warranty_claims.up,
    down: migration_20261205_081417_warranty_claims.down,
    name: '20261205_081417_warranty_claims',
  },
  {
    up: migration_20261205_103347_claim_visit_on_calendar.up,
    down: migration_20261205_103347_claim_visit_on_calendar.down,
    name: '20261205_103347_claim_visit_on_calendar',
  },
  {
    up: migration_20261205_111204_lead_attributed_from.up,
    down: migration_20261205_111204_lead_attributed_from.down,
    name: '20261205_111204_lead_attributed_from',
  },
  {
    up: migration_20261206_042552_funnel_counts_and_spend.up,
    down: migration_20261206_042552_funnel_counts_and_spend.down,
    name: '20261206_042552_funnel_counts_and_spend',
  },
  {
    up: migration_20261206_044604_field_speed_days.up,
    down: migration_20261206_044604_field_speed_days.down,
    name: '20261206_044604_field_speed_days'
  },
];
