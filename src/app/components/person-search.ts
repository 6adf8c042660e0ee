/** Whether a person's name or address contains the typed text (`needle`: trimmed, lower case). */
export const matchesSearch = (
  person: { firstname: string; lastname: string; email: string },
  needle: string,
): boolean => !needle || `${person.firstname} ${person.lastname} ${person.email}`.toLowerCase().includes(needle);
