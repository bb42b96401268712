// The lead forms' data access, a separate entry of @pitwall/backend so its schemas load with the
// forms (when a dialog opens), not with the first page. The operations take the page's one client
// (getSupabase() from '@pitwall/backend', the shared singleton): this entry is bundled into the
// form chunks, and importing the client module from here would make a second client.
export {
  CONTACT_ROLES,
  LEAD_ROLES,
  OTHER_ROLE,
  PRODUCT_FORMATS,
  TEAM_SIZES,
  contactMessageSchema,
  manifestoRequestSchema,
  productFormatOf,
  productSheetRequestSchema,
  resolvedRole,
  type ContactMessageInput,
  type ManifestoRequestInput,
  type ProductFormat,
  type ProductSheetRequestInput,
} from './lead-fields.ts';
export { LeadRequestError } from './lead-errors.ts';
export { submitContactMessage } from './submit-contact-message.ts';
export { requestManifesto } from './request-manifesto.ts';
export { requestProductSheet } from './request-product-sheet.ts';
