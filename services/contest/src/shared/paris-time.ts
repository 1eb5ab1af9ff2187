/** Instants as the organisers read them: Europe/Paris wall time (CSV export, mails). */
const PARIS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2024-06-01 14:00:00` (Europe/Paris). */
export function parisDateTime(at: Date): string {
  const p = Object.fromEntries(PARIS.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `1 juin 2024` / `1 June 2024` (Europe/Paris). */
export function parisDay(at: Date, locale: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}
