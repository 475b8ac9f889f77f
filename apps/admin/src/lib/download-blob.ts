/** Saves a file the browser received, under `fileName`, as a link to it would. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
