import type {
  DeleteTicketDto,
  DuplicateTelWarning,
  ListBody,
  PatchTicketDto,
  StatusReportRow,
  SuccessEnvelope,
  TicketDetailView,
  TicketView,
  VerifyTicketDto,
} from '@voc/contracts';
import type { TicketSource, TicketType } from '@voc/domain';
import { api } from '../../../lib/store/api';
import type { TicketListQuery } from '../utils/ticket-list-params';

/** What a ticket write answers (SPEC.md §7): the ticket and the message key to show. */
export interface TicketSaved {
  result: TicketView;
  message: string;
}

/** A create either made the ticket, or was held back by the same-tel warning (SPEC.md §5). */
export type CreateTicketOutcome = ({ kind: 'created' } & TicketSaved) | { kind: 'duplicateTel'; existing: DuplicateTelWarning['existing'] };

export interface StatusReportQuery {
  type: TicketType;
  source: TicketSource;
  from_created_date?: string;
  to_created_date?: string;
  dealer_id?: string;
}

function isDuplicateTel(data: unknown): data is { error: DuplicateTelWarning } {
  const error = (data as { error?: { name?: unknown; existing?: unknown } } | null)?.error;
  return error?.name === 'DuplicateTel' && Array.isArray(error.existing);
}

const ticketsWithTags = api.enhanceEndpoints({ addTagTypes: ['Ticket', 'TicketReport', 'TicketDeletion'] });

const LIST = { type: 'Ticket', id: 'LIST' } as const;

/** The ticket calls (SPEC.md §7 Tickets). Writes refresh the ticket, the lists and the reports. */
export const ticketsApi = ticketsWithTags.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<ListBody<TicketView>, TicketListQuery>({
      query: (params) => ({ url: '/tickets', params }),
      transformResponse: (answer: SuccessEnvelope<ListBody<TicketView>>) => answer.success,
      providesTags: (answer) => [LIST, ...(answer?.result.map((ticket) => ({ type: 'Ticket' as const, id: ticket._id })) ?? [])],
    }),
    getTicket: build.query<TicketDetailView, string>({
      query: (id) => `/tickets/${id}`,
      transformResponse: (answer: SuccessEnvelope<{ result: TicketDetailView }>) => answer.success.result,
      providesTags: (_answer, _error, id) => [{ type: 'Ticket', id }],
    }),
    /**
     * POST /api/tickets (multipart). The same-tel warning (409 DuplicateTel) is an answer the form
     * handles, not a failure: the agent sees the tickets and may send again with confirm_duplicate.
     */
    createTicket: build.mutation<CreateTicketOutcome, FormData>({
      async queryFn(body, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: '/tickets', method: 'POST', body });
        if (answer.error) {
          if (answer.error.status === 409 && isDuplicateTel(answer.error.data)) return { data: { kind: 'duplicateTel', existing: answer.error.data.error.existing } };
          return { error: answer.error };
        }
        return { data: { kind: 'created', ...(answer.data as SuccessEnvelope<TicketSaved>).success } };
      },
      invalidatesTags: (outcome) => (outcome?.kind === 'created' ? [LIST, 'TicketReport'] : []),
    }),
    /** GET /api/tickets/same-tel: this month's tickets of the type from this tel (the early warning). */
    sameTelThisMonth: build.query<DuplicateTelWarning['existing'], { tel: string; type: TicketType }>({
      query: (params) => ({ url: '/tickets/same-tel', params }),
      transformResponse: (answer: SuccessEnvelope<{ result: DuplicateTelWarning['existing'] }>) => answer.success.result,
      providesTags: [LIST],
    }),
    /** PUT /api/tickets/{id} (multipart edit form, optionally with a new status). */
    updateTicket: build.mutation<TicketSaved, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/tickets/${id}`, method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<TicketSaved>) => answer.success,
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Ticket', id }, LIST, 'TicketReport'],
    }),
    /** PATCH /api/tickets/{id}: a status move, a cancel with its reason, or the history log alone. */
    patchTicket: build.mutation<TicketSaved, { id: string; body: PatchTicketDto }>({
      query: ({ id, body }) => ({ url: `/tickets/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: SuccessEnvelope<TicketSaved>) => answer.success,
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Ticket', id }, LIST, 'TicketReport'],
    }),
    verifyTicket: build.mutation<TicketSaved, { id: string; body: VerifyTicketDto }>({
      query: ({ id, body }) => ({ url: `/tickets/verified/${id}`, method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<TicketSaved>) => answer.success,
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'Ticket', id }, LIST],
    }),
    /** The deleted ticket's own entry is not refreshed: its page leaves for the list. */
    deleteTicket: build.mutation<{ message: string }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/tickets/${id}`, method: 'DELETE', body: { reason } satisfies DeleteTicketDto }),
      transformResponse: (answer: SuccessEnvelope<{ message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : [LIST, 'TicketReport', 'TicketDeletion']),
    }),
    statusReport: build.query<StatusReportRow[], StatusReportQuery>({
      query: (params) => ({ url: '/tickets/report/status', params }),
      transformResponse: (answer: SuccessEnvelope<{ result: StatusReportRow[] }>) => answer.success.result,
      providesTags: ['TicketReport'],
    }),
  }),
});

export const {
  useListTicketsQuery,
  useGetTicketQuery,
  useCreateTicketMutation,
  useUpdateTicketMutation,
  usePatchTicketMutation,
  useVerifyTicketMutation,
  useDeleteTicketMutation,
  useStatusReportQuery,
  useSameTelThisMonthQuery,
} = ticketsApi;
