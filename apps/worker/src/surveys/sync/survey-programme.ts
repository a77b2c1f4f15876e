import { headOfficeActor, type Principal } from '@voc/domain';

/**
 * Who raises survey tickets: the survey programme that head office runs (libs/domain
 * ticket-creation-rights: survey tickets are head office's). It is no signed-in person, so it has
 * no user id (events and tickets record no user) and the ticket log names it.
 */
export const SURVEY_PROGRAMME: Principal = headOfficeActor('nissan', '', 'Survey programme');
