/** A change refused because of the state the lead is in (merged, erased, held as spam): 409 with its message. */
export class LeadRefusal extends Error {
  readonly statusCode = 409;
}
