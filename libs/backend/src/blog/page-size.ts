/** Posts per page of /blog (`?pagina=N`). Its own module so a page can import it without the backend. */
export const BLOG_PAGE_SIZE = 12;
