import { api } from '@/lib/api';

export interface AccessibilityFeedbackInput {
  message: string;
  email: string | null;
  name: string | null;
  page: string | null;
}

/** A barrier report (submit_accessibility_feedback): stored for the academy and mailed to the academy only. */
export const accessibilityFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitAccessibilityFeedback: build.mutation<{ received: boolean }, AccessibilityFeedbackInput>({
      query: (input) => (client) =>
        client.rpc('submit_accessibility_feedback', {
          _message: input.message,
          // Left out when empty: the function's defaults are null.
          _email: input.email ?? undefined,
          _name: input.name ?? undefined,
          _page: input.page ?? undefined,
        }),
    }),
  }),
});

export const { useSubmitAccessibilityFeedbackMutation } = accessibilityFeedbackApi;
