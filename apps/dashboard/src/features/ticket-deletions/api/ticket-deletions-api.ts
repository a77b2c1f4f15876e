import type { DeletedTicketsQueryDto, DeletedTicketView, ListBody, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';

// The tickets feature's delete invalidates this tag, so the audit list is fresh after a deletion.
const deletionsWithTags = api.enhanceEndpoints({ addTagTypes: ['TicketDeletion'] });

/** GET /api/ticket-deletions: the deletions' audit list (csn), newest deletion first. */
export const ticketDeletionsApi = deletionsWithTags.injectEndpoints({
  endpoints: (build) => ({
    listDeletedTickets: build.query<ListBody<DeletedTicketView>, DeletedTicketsQueryDto>({
      query: (params) => ({ url: '/ticket-deletions', params }),
      transformResponse: (answer: SuccessEnvelope<ListBody<DeletedTicketView>>) => answer.success,
      providesTags: ['TicketDeletion'],
    }),
  }),
});

export const { useListDeletedTicketsQuery } = ticketDeletionsApi;
