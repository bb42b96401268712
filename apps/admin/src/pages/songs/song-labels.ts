/** The URL parameter naming the song being edited ('nueva' for a new one). */
export const SONG_PARAM = 'cancion';
