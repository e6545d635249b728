/**
 * What a page renders of a query, for `selectFromResult`. A component then re-renders only when one of these changes,
 * not when a revalidation starts or ends: prerendered pages revalidate every query right after hydration, and a
 * revalidation that brings the same data (RTK Query keeps equal data's references) re-renders nothing.
 */
export function renderedQuery<
  T extends {
    data?: unknown;
    error?: unknown;
    isLoading: boolean;
    isError: boolean;
    isSuccess: boolean;
    isUninitialized: boolean;
  },
>({ data, error, isLoading, isError, isSuccess, isUninitialized }: T) {
  return { data: data as T['data'], error, isLoading, isError, isSuccess, isUninitialized };
}
