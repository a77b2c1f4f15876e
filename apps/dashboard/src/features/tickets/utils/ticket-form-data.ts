/** New files picked on a ticket form. */
export interface PickedFiles {
  images: readonly File[];
  pdfs: readonly File[];
}

/**
 * The multipart body of POST and PUT /api/tickets (SPEC.md §7): every field as text, objects
 * (complaint_categories) as JSON text, files in imageFiles[] and pdfFiles[]. Empty fields are left
 * out, which on edit keeps the stored value.
 */
export function ticketFormData(fields: Record<string, unknown>, files: PickedFiles = { images: [], pdfs: [] }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, typeof value === 'string' ? value.trim() : String(value));
  }
  for (const file of files.images) form.append('imageFiles[]', file, file.name);
  for (const file of files.pdfs) form.append('pdfFiles[]', file, file.name);
  return form;
}
