/** JSON built in SQL that reads as the JSON the server builds in JavaScript (the webhook events' data). */

/**
 * The timestamptz `expression` as JSON text in the form `Date.prototype.toISOString` writes
 * (`2026-03-18T10:00:00.123Z`): in UTC whatever the session's time zone, to the millisecond. Left
 * alone, jsonb writes `2026-03-18T11:00:00.123456+01:00`, the zone and precision of the connection.
 * Null stays null.
 */
export const jsonInstant = (expression: string) =>
  `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
