/** The one heading over the trainers of a seminar or webinar, wherever they are shown. */
export function trainerHeading(count: number): string {
  return count === 1 ? 'Ihre Trainerin oder Ihr Trainer' : 'Ihre Trainerinnen und Trainer';
}
