/** How much of a request body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Statuses whose response cannot carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that sends through XMLHttpRequest, the only browser transport that reports how many
 * bytes of the body have left (fetch reports the download only). It answers a standard Response,
 * so the client's error handling stays the same; a network failure rejects with a TypeError, as
 * fetch does.
 */
export function uploadProgressFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = "blob";
      for (const [key, value] of request.headers) xhr.setRequestHeader(key, value);
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener("load", () => {
        if (body) onProgress({ loaded: body.size, total: body.size });
        resolve(
          new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener("error", () => reject(new TypeError("Network request failed")));
      xhr.addEventListener("abort", () =>
        reject(new DOMException("The upload was aborted.", "AbortError")),
      );
      request.signal.addEventListener("abort", () => xhr.abort());
      xhr.send(body);
    });
  };
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(":");
    if (separator > 0) {
      headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
    }
  }
  return headers;
}
