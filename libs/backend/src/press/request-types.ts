// The kinds of press request, as the edge function checks them: a page's form imports them from
// here without the rest of the backend (supabase-js).
export { PRESS_REQUEST_TYPES } from '../../../../supabase/functions/_shared/contracts/press-request-types.ts';
