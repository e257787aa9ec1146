// The error the API client throws: the HTTP status and the message key the server (or local validation) gave.
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}
