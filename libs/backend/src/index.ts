export { BackendUnavailableError, getSupabase, type Backend } from './client.ts';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';
export { getProfile, type Profile } from './profiles/get-profile.ts';
export { profileInputSchema, upsertProfile, type ProfileInput } from './profiles/upsert-profile.ts';
export { getUserRole, type UserRole } from './roles/get-user-role.ts';
export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
export { getActiveProducts, type ProductVariant, type ProductWithVariants } from './products/get-active-products.ts';
export { createPayment, PaymentError, type PaymentLine } from './payments/create-payment.ts';
export { getOrderBySession, type OrderOutcome } from './orders/get-order-by-session.ts';
