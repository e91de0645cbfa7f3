/*
 * What a service refuses, for every caller to answer in its own way: the HTTP adapter with the
 * status, a console action with a message beside the form.
 */

/** A request the service will not carry out: bad or too large input, or a missing record, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A write to a record that is no longer there: another staff member (or another tab) deleted it meanwhile. */
export class GoneError extends Error {
  constructor(what: string) {
    super(`That ${what} no longer exists`);
    this.name = 'GoneError';
  }
}
