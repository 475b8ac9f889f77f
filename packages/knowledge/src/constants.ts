// The limits of the readers of documents and crawled pages: whatever a file or a page holds,
// reading it takes a bounded time and memory, away from the thread that answers requests.

/** A document's reading stops after this: a PDF of 3,000 ordinary pages takes about a minute. */
export const DOCUMENT_READ_SECONDS = 120;

/** A crawled page's reading stops after this: the largest page fetched (2 MB) takes a second. */
export const PAGE_READ_SECONDS = 10;

/**
 * The heap of a reader: a PDF of thousands of pages, a Word file's largest part or a 2 MB page
 * read into a tree fit in it many times over.
 */
export const READER_HEAP_BYTES = 256 * 1024 * 1024;

/**
 * The largest buffer a reader may fill at once, which is what a PDF stream (a page's content, a
 * font) takes once decompressed: the heap limit does not count buffers.
 */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

/** The most a part of a Word document (its XML) may expand to: text of thousands of pages. */
export const MAX_DOCX_PART_BYTES = 8 * 1024 * 1024;

/** More pages than any manual: reading pages takes longer the further they are in the file. */
export const MAX_PDF_PAGES = 3000;

/** The most text one PDF page may hold: hundreds of printed pages' worth. */
export const MAX_PDF_PAGE_CHARACTERS = 1_000_000;

/** Elements nested deeper than this are no page's content, only a way to slow its reader. */
export const MAX_NESTING_DEPTH = 2000;

/**
 * Readers at work at once, each with its heap and buffers: reading cannot take all the memory
 * of the server, nor all its processor time.
 */
export const READERS = 2;

/** An idle reader stops after this; the next reading starts another (tens of milliseconds). */
export const READER_IDLE_MS = 30_000;
