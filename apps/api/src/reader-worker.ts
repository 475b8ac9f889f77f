// The knowledge engine's reader of documents and pages (a worker thread), built beside main.js.
import "@org/knowledge/reader-worker";
