import { Query } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** A stored file the user may download: its key in the file store and how to name it. */
export interface UploadFile {
  key: string;
  originalname: string;
  mimeType: string;
  size: number;
}

export class GetUploadFileQuery extends Query<UploadFile> {
  constructor(
    readonly principal: Principal,
    readonly fileId: string,
  ) {
    super();
  }
}
