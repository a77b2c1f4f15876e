import { type PayloadAction, type UnknownAction, createSlice } from '@reduxjs/toolkit';
import type { FailedCall } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { readStoredLocale } from '../../i18n/locale-storage';
import { api } from './api';

export const MESSAGE_KINDS = ['alert', 'warning', 'info', 'success'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message for the message dialog: a key (or text) with its values, or a failed call (SPEC.md §8). */
export interface UiMessage {
  text?: string;
  params?: Record<string, string | number>;
  failure?: FailedCall;
}

/** UI settings (SPEC.md §3): navigation state, language, the four messages and the loader. */
export interface UiState {
  /** The permanent (wide-screen) navigation is folded away. */
  navigationCollapsed: boolean;
  /** The temporary (narrow-screen) navigation is open. */
  navigationOpen: boolean;
  locale: Locale;
  messages: Record<MessageKind, UiMessage | null>;
  /** A passing success (a file saved): shown without blocking the page, gone by itself. */
  notice: UiMessage | null;
  /** Mutations in flight; the loader shows while any is. */
  pendingMutations: number;
}

const initialState = (): UiState => ({
  navigationCollapsed: false,
  navigationOpen: false,
  locale: readStoredLocale(),
  messages: { alert: null, warning: null, info: null, success: null },
  notice: null,
  pendingMutations: 0,
});

const mutationAction = (status: 'pending' | 'fulfilled' | 'rejected') => {
  const type = `${api.reducerPath}/executeMutation/${status}`;
  return (action: UnknownAction): action is UnknownAction => action.type === type;
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    navigationCollapseToggled(state) {
      state.navigationCollapsed = !state.navigationCollapsed;
    },
    navigationOpenSet(state, action: PayloadAction<boolean>) {
      state.navigationOpen = action.payload;
    },
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    messageShown(state, action: PayloadAction<{ kind: MessageKind; message: UiMessage }>) {
      state.messages[action.payload.kind] = action.payload.message;
    },
    messageConfirmed(state, action: PayloadAction<MessageKind>) {
      state.messages[action.payload] = null;
    },
    /** A success that needs no answer (SPEC.md §4 downloads: "a success action follows"). */
    noticeShown(state, action: PayloadAction<UiMessage>) {
      state.notice = action.payload;
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(mutationAction('pending'), (state) => {
        state.pendingMutations += 1;
      })
      .addMatcher(mutationAction('fulfilled'), (state) => {
        state.pendingMutations = Math.max(0, state.pendingMutations - 1);
      })
      .addMatcher(mutationAction('rejected'), (state) => {
        state.pendingMutations = Math.max(0, state.pendingMutations - 1);
      });
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectNavigationCollapsed: (state) => state.navigationCollapsed,
    selectNavigationOpen: (state) => state.navigationOpen,
    selectLoading: (state) => state.pendingMutations > 0,
    /** The message the dialog shows first: alerts before warnings, info and successes. */
    selectCurrentMessageKind: (state): MessageKind | null => MESSAGE_KINDS.find((k) => state.messages[k] !== null) ?? null,
    selectMessage: (state, kind: MessageKind | null) => (kind ? state.messages[kind] : null),
    selectNotice: (state) => state.notice,
  },
});

export const { navigationCollapseToggled, navigationOpenSet, localeChanged, messageShown, messageConfirmed, noticeShown, noticeClosed } = uiSlice.actions;
export const { selectLocale, selectNavigationCollapsed, selectNavigationOpen, selectLoading, selectCurrentMessageKind, selectMessage, selectNotice } = uiSlice.selectors;
