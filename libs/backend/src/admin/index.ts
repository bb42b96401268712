// The admin panel's data access: its own entry, bundled into the admin remote only, so public
// pages never download it (the shared '@pitwall/backend' singleton cannot be tree-shaken).
export { adminBootstrapSchema, bootstrapAdmin, type AdminBootstrapInput } from './bootstrap-admin.ts';
export { createBlogPost, NoAuthenticatedUserError, type CreatedBlogPost, type NewBlogPost } from './create-blog-post.ts';
export {
  blogPostFormInput,
  blogPostFormSchema,
  deleteBlogPost,
  getBlogPost,
  getBlogPosts,
  removeBlogImages,
  saveBlogPost,
  slugify,
  SlugTakenError,
  uploadBlogImage,
  type AdminBlogPost,
  type BlogPostFormInput,
  type BlogPostFormValues,
  type BlogPostSortColumn,
  type BlogPostsQuery,
} from './blog-posts.ts';
export {
  ACTIVITY_LEAD_KINDS,
  getActivitySeries,
  SHEET_FORMATS,
  type ActivityLeadKind,
  type ActivitySeries,
  type SheetFormat,
} from './activity-series.ts';
export { getDashboard, type Dashboard } from './dashboard.ts';
export { getUnsentMails, UNSENT_MAIL_MINUTES, type UnsentMail } from './unsent-mails.ts';
export {
  DEVICES,
  getVitalsReport,
  VITAL_METRICS,
  VITALS_PERIODS,
  type Device,
  type RemoteRelease,
  type VitalDaily,
  type VitalMetric,
  type VitalP75,
  type VitalsPeriod,
  type VitalsReport,
} from './performance.ts';
export {
  getAllInbox,
  getInbox,
  isLeadKind,
  LEAD_KINDS,
  LeadNotUpdatedError,
  markLeadsHandled,
  setLeadHandled,
  type InboxQuery,
  type InboxRow,
  type InboxSortColumn,
  type InboxState,
  type LeadKind,
} from './inbox.ts';
export { getOrders, isOrderStatus, ORDER_STATUSES, type AdminOrder, type AdminOrderLine, type OrdersQuery, type OrderSortColumn, type OrderStatus } from './orders.ts';
export {
  DEFAULT_EVENT_PERIOD,
  DEFAULT_MINIMUM_SEVERITY,
  EVENT_PERIODS,
  EVENT_TYPES,
  getSecurityEventCounts,
  getSecurityEvents,
  isEventPeriod,
  isSeverity,
  severitiesFrom,
  SEVERITIES,
  type EventPeriod,
  type SecurityEvent,
  type SecurityEventCount,
  type SecurityEventsQuery,
  type Severity,
} from './security-events.ts';
export {
  verifyDomain,
  type DomainAction,
  type DomainAnswer,
  type DomainDiagnostic,
  type DomainOutcome,
  type DomainRecord,
  type DomainStatus,
} from './verify-domain.ts';
export { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageProblem } from './images.ts';
export { type ListFilter, type Page, type PageQuery } from './list-page.ts';
export {
  deleteProduct,
  getProduct,
  getProducts,
  PRODUCT_CATEGORIES,
  removeProductImages,
  uploadProductImage,
  productFormInput,
  productFormSchema,
  saveProduct,
  variantFormInput,
  type AdminProduct,
  type AdminProductRow,
  type AdminVariant,
  type ProductCategory,
  type ProductFormInput,
  type ProductFormValues,
  type ProductSortColumn,
  type ProductsQuery,
  type VariantFormInput,
} from './products.ts';
export {
  deletePressResource,
  getAdminPressResource,
  getAdminPressResources,
  getPressCategories,
  PRESS_FILE_ACCEPT,
  pressFileKind,
  pressFileProblem,
  pressFileUrl,
  pressResourceFormInput,
  pressResourceFormSchema,
  savePressResource,
  type AdminPressResource,
  type PressFileFacts,
  type PressFileType,
  type PressResourceFormInput,
  type PressResourceFormValues,
  type PressResourceSortColumn,
  type PressResourcesQuery,
} from './press-resources.ts';
export {
  deleteSong,
  formatDuration,
  getAdminSong,
  getAdminSongs,
  getSongGenres,
  saveSong,
  SONG_AUDIO_ACCEPT,
  songFileProblem,
  songFormInput,
  songFormSchema,
  type AdminSong,
  type SongFormInput,
  type SongFormValues,
  type SongSortColumn,
} from './songs.ts';
export {
  deleteWeeklyList,
  getAdminWeeklyLists,
  snapshotTop10Week,
  updateWeeklyList,
  weeklyListFormSchema,
  type AdminWeeklyList,
  type WeeklyListFormInput,
  type WeeklyListFormValues,
} from './weekly-lists.ts';
export { addTop10Song, getSongChoices, getTop10Songs, removeTop10Song, replaceTop10, TOP10_MAX, type Top10Song } from './top10.ts';
export { saveSiteImage, SITE_IMAGE_MIN_WIDTH, siteImageProblem } from './site-images.ts';
