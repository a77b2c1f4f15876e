import { getMetadataStorage, type ValidationError } from 'class-validator';
import { CreateTicketDto, type FieldErrorDetail, type ImportProblemView } from '@voc/contracts';
import { HOTSHEET_COLUMN_KEYS, type HotsheetColumnKey } from '@voc/domain';

const COLUMN_KEYS = new Set<string>(HOTSHEET_COLUMN_KEYS);

/** The sheet column a create-ticket field error belongs to (null when the sheet has no such column). */
export function columnOfField(field: string): HotsheetColumnKey | null {
  if (field === 'dealer') return 'dealer_code';
  if (field.startsWith('complaint_categories.')) return field.includes('100') ? 'category_other' : 'complaint_categories';
  const root = field.split('.')[0];
  return COLUMN_KEYS.has(root) ? (root as HotsheetColumnKey) : null;
}

let maxLengths: Map<string, number> | undefined;

/** The form's length limits per field, read from the DTO's own decorators. */
function maxLengthOf(field: string): number | undefined {
  maxLengths ??= new Map(
    getMetadataStorage()
      .getTargetValidationMetadatas(CreateTicketDto, '', true, false)
      .filter((m) => m.name === 'maxLength')
      .map((m) => [m.propertyName, Number(m.constraints[0])]),
  );
  return maxLengths.get(field);
}

/** class-validator's errors on the create-ticket form as row problems, one per column. */
export function dtoProblems(errors: readonly ValidationError[]): ImportProblemView[] {
  const problems: ImportProblemView[] = [];
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    const message = constraints.isNotEmpty ?? constraints.isDefined ?? Object.values(constraints)[0];
    const column = columnOfField(error.property);
    if (!message || !column) continue;
    const max = constraints.maxLength && message === constraints.maxLength ? maxLengthOf(error.property) : undefined;
    problems.push(max !== undefined ? { column, message, params: { max } } : { column, message });
  }
  return problems;
}

/** A create-ticket command's field details as row problems. */
export function detailProblems(details: readonly FieldErrorDetail[] | undefined, fallback: string): ImportProblemView[] {
  const problems = (details ?? []).map((d) => ({ column: columnOfField(d.field) ?? '', message: d.message, ...(d.params ? { params: d.params } : {}) }));
  return problems.length ? problems : [{ column: '', message: fallback }];
}
