import { headOfficeActor, type Principal } from '@voc/domain';

/**
 * Whom the brief's reads are made as: head office (csn), who sees every ticket; the brief's place
 * narrows each report by its region or area filter. Whether the asking user may read that place is
 * decided before (services/brief-access), so the brief of a place is one, whoever reads it.
 */
export const BRIEF_READER: Principal = headOfficeActor('csn', '00000000-0000-4000-8000-000000000000', 'monthly brief');
