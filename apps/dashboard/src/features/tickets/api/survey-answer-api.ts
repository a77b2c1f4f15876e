import type { SuccessEnvelope, SurveyCommentView, SurveyCommentsAnswer } from '@voc/contracts';
import { api } from '../../../lib/store/api';

/**
 * The survey answer behind a survey ticket (GET /api/surveys/comments?ticket_id=…, issue 30). A
 * reader of the ticket who may not read the comment list, or an answer not yet synced, is no
 * failure worth an alert on the ticket page: it answers null and the header shows what the ticket holds.
 */
export const surveyAnswerApi = api.injectEndpoints({
  endpoints: (build) => ({
    surveyAnswerOfTicket: build.query<SurveyCommentView | null, string>({
      async queryFn(ticketId, _api, _extra, baseQuery) {
        try {
          const answer = await baseQuery({ url: '/surveys/comments', params: { ticket_id: ticketId, limit: 1 } });
          return { data: answer.error ? null : ((answer.data as SuccessEnvelope<SurveyCommentsAnswer>).success.result[0] ?? null) };
        } catch {
          // No network at all is the same news: the header shows what the ticket holds.
          return { data: null };
        }
      },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSurveyAnswerOfTicketQuery } = surveyAnswerApi;
