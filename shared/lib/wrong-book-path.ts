/**
 * Where the client shows the wrong-question book (message links point here). A module of its own so
 * that a page linking to the book (the study page, an index page) takes this line and not the book's rules.
 */
export const WRONG_BOOK_PATH = '/study/wrong-book';
