export { BookingHeader, BookingTotals } from './BookingSummary';
