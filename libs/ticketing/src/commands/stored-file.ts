/** A file the api has checked and written to storage, ready to attach to a ticket. */
export interface StoredFile {
  kind: 'image' | 'pdf';
  originalname: string;
  storedName: string;
  mimeType: string;
  size: number;
}
