/** Hands a file made in the page to the browser, which saves it under `fileName`. */
export function downloadFile(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file once the click is handled, not during it.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
