const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A file size the way people read it, e.g. "1,5 Mo". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} Ko`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} Mo`;
}
