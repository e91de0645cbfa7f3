/** A write to a record that is no longer there: another staff member (or another tab) deleted it meanwhile. */
export class GoneError extends Error {
  constructor(what: string) {
    super(`That ${what} no longer exists`);
    this.name = 'GoneError';
  }
}
