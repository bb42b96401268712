/** The URL parameter naming the post being edited ('nueva' for a new one). */
export const POST_PARAM = 'publicacion';
