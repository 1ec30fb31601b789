/** A chart frame's retry over the queries its chart reads: refetch only the ones that failed. */
export function retryFailed(
  queries: readonly { isError: boolean; refetch: () => Promise<unknown> }[],
) {
  return () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };
}
