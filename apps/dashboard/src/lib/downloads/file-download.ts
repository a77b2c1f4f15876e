/** A file fetched with the bearer token, held in memory as a blob: URL until it is saved. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** The file name of a Content-Disposition header: the exact UTF-8 `filename*`, else `filename`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (exact) {
    try {
      return decodeURIComponent(exact[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** Saves a downloaded file through a temporary <a download>, then releases its memory. */
export function saveDownloadedFile(file: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 10_000);
}

/** Reads a spreadsheet answer: the file as a blob: URL, a JSON body (202 job, or an error) as JSON. */
export async function spreadsheetResponseHandler(response: Response): Promise<unknown> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok || contentType.includes('application/json')) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const fallback = 'download.xlsx';
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback);
  return { file: { url: URL.createObjectURL(await response.blob()), fileName } satisfies DownloadedFile };
}
