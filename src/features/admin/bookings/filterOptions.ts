interface Option {
  value: string;
  label: string;
}

/**
 * The choices of a filter: "all", then the known values; a value from the URL that is not among them (a seminar
 * no longer booked) stays choosable, so the field shows what filters the list.
 */
export function filterOptions(allLabel: string, known: readonly string[] | undefined, current: string): Option[] {
  const options = [{ value: '', label: allLabel }, ...(known ?? []).map((value) => ({ value, label: value }))];
  if (current && !known?.includes(current)) options.push({ value: current, label: current });
  return options;
}
