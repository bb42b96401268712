export { BackendUnavailableError, getSupabase, type Backend } from './client.ts';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';
export { getProfile, type Profile } from './profiles/get-profile.ts';
export { profileInputSchema, upsertProfile, type ProfileInput } from './profiles/upsert-profile.ts';
export { getUserRole, type UserRole } from './roles/get-user-role.ts';
export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
export { getActiveProducts, type ProductVariant, type ProductWithVariants } from './products/get-active-products.ts';
export { createPayment, PaymentError, type PaymentLine } from './payments/create-payment.ts';
export { getOrderBySession, type OrderOutcome } from './orders/get-order-by-session.ts';
export { BLOG_PAGE_SIZE, getPublishedPosts, type BlogPage, type BlogPostSummary } from './blog/get-published-posts.ts';
export { getPublishedPost } from './blog/get-published-post.ts';
export { getPostBody, type BlogPostBody } from './blog/get-post-body.ts';
export { subscribeToBlog, type SubscribeOutcome } from './blog/subscribe-to-blog.ts';
export { getPressResources, type PressResource } from './press/get-press-resources.ts';
export { sendPressRequest, type PressRequest } from './press/send-press-request.ts';
export { adminBootstrapSchema, bootstrapAdmin, type AdminBootstrapInput } from './admin/bootstrap-admin.ts';
export {
  verifyDomain,
  type DomainAction,
  type DomainAnswer,
  type DomainDiagnostic,
  type DomainOutcome,
  type DomainRecord,
  type DomainStatus,
} from './admin/verify-domain.ts';
export { createBlogPost, NoAuthenticatedUserError, type CreatedBlogPost, type NewBlogPost } from './admin/create-blog-post.ts';
export { getLeads, LEAD_TABLES, type LeadRow, type LeadsPage, type LeadsQuery, type LeadSortColumn, type LeadTable } from './admin/get-leads.ts';
