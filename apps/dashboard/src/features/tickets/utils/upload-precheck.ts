import { UPLOAD_KIND_ERRORS as KIND_ERRORS, UPLOAD_LIMITS, type UploadKind } from '@voc/contracts';

// The limits are the api's own (libs/contracts), checked here before sending so a wrong file costs no upload.
export { UPLOAD_LIMITS, type UploadKind };

export type UploadMessage = (typeof KIND_ERRORS)[UploadKind][keyof (typeof KIND_ERRORS)[UploadKind]];

export interface UploadProblem {
  message: UploadMessage;
  /** The file the problem is about; none for the count. */
  fileName?: string;
}

/** What the pre-check needs of a file (a browser File has both). */
export interface FileFacts {
  name: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The problems of a set of files of one kind, in file order, then the count: a wrong type, a file
 * over the size limit, more files than allowed together with those the ticket already has.
 * Empty = they may be sent. (The api also checks the content, which a name cannot prove.)
 */
export function uploadProblems(kind: UploadKind, files: readonly FileFacts[], alreadyAttached = 0): UploadProblem[] {
  const limits = UPLOAD_LIMITS[kind];
  const errors = KIND_ERRORS[kind];
  const problems: UploadProblem[] = [];
  for (const file of files) {
    if (!(limits.extensions as readonly string[]).includes(extensionOf(file.name))) problems.push({ message: errors.type, fileName: file.name });
    else if (file.size > limits.maxBytes) problems.push({ message: errors.size, fileName: file.name });
  }
  if (files.length + alreadyAttached > limits.maxFiles) problems.push({ message: errors.count });
  return problems;
}
