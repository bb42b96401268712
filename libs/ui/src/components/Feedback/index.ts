export { ErrorState, LoadingState, Spinner, StaleDataNotice, type ErrorStateProps } from './Feedback.tsx';
