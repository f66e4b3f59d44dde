// When something happened, as the staff pages show it: the day and the time in Lagos, whatever the reader's clock.
// Built once: constructing Intl formatters is costly and a table formats every row's time.
const lagosDateTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
})

/** '27 Nov 2026, 09:42' for an instant of the API's (an ISO date-time). */
export function staffTime(instant: string): string {
  return lagosDateTime.format(new Date(instant))
}
