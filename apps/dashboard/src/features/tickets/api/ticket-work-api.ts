import type { AssignTicketOwnerDto, OwnerCandidateView, OwnerWorkloadRow, SuccessEnvelope, TicketActivityAnswer, TicketView } from '@voc/contracts';
import { api } from '../../../lib/store/api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Ticket', 'TicketReport', 'TicketWorkload'] });
const LIST = { type: 'Ticket', id: 'LIST' } as const;

/** Working a ticket beside its status (issue 32): notes, the owner, the log since a position, the workload per owner. */
export const ticketWorkApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/tickets/{id}/notes: text, and one image or PDF when given (multipart). */
    addTicketNote: build.mutation<{ result: { position: string }; message: string }, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/tickets/${id}/notes`, method: 'POST', body }),
      transformResponse: (answer: SuccessEnvelope<{ result: { position: string }; message: string }>) => answer.success,
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Ticket', id }],
    }),
    assignTicketOwner: build.mutation<{ result: TicketView; message: string }, { id: string; body: AssignTicketOwnerDto }>({
      query: ({ id, body }) => ({ url: `/tickets/${id}/owner`, method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<{ result: TicketView; message: string }>) => answer.success,
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Ticket', id }, LIST, 'TicketWorkload'],
    }),
    ownerCandidates: build.query<OwnerCandidateView[], string>({
      query: (id) => `/tickets/${id}/owner-candidates`,
      transformResponse: (answer: SuccessEnvelope<{ result: OwnerCandidateView[] }>) => answer.success.result,
      providesTags: ['TicketWorkload'],
    }),
    ownerWorkload: build.query<OwnerWorkloadRow[], void>({
      query: () => '/tickets/workload',
      transformResponse: (answer: SuccessEnvelope<{ result: OwnerWorkloadRow[] }>) => answer.success.result,
      providesTags: ['TicketWorkload'],
    }),
    /** GET /api/tickets/{id}/activity?after=: what was written to the ticket since the page read it. */
    ticketActivitySince: build.query<TicketActivityAnswer, { id: string; after: string }>({
      query: ({ id, after }) => ({ url: `/tickets/${id}/activity`, params: { after } }),
      transformResponse: (answer: SuccessEnvelope<TicketActivityAnswer>) => answer.success,
    }),
  }),
});

export const { useAddTicketNoteMutation, useAssignTicketOwnerMutation, useOwnerCandidatesQuery, useOwnerWorkloadQuery, useTicketActivitySinceQuery } = ticketWorkApi;
