import * as z from 'zod/mini';

// Its own module, loaded when a rating is saved: zod stays out of the backend every page loads.
export const ratingInputSchema = z.object({
  songId: z.uuid(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  session: z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,128}$/)),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;
