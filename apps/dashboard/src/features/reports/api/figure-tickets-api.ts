import type { FigureTicketsAnswer, SuccessEnvelope } from '@voc/contracts';
import type { FigureTicketSort, TicketFigure } from '@voc/domain';
import { api } from '../../../lib/store/api';
import { REPORT_TAG } from '../../../lib/reports/freshness-api';

/** GET /api/reports/figure-tickets: the figure, its report parameters (as the address held them), the order and page. */
export type FigureTicketsRequest = Record<string, string | number> & { figure: TicketFigure; sort: FigureTicketSort; order: 'asc' | 'desc'; page: number; limit: number };

const figureTicketsApi = api.enhanceEndpoints({ addTagTypes: [REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The tickets behind a dashboard figure, one page (read from the projections the figure is counted from). */
    figureTickets: build.query<FigureTicketsAnswer, FigureTicketsRequest>({
      query: (params) => ({ url: '/reports/figure-tickets', params }),
      transformResponse: (answer: SuccessEnvelope<FigureTicketsAnswer>) => answer.success,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useFigureTicketsQuery } = figureTicketsApi;
