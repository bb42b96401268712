export { ErrorState, LoadingState, Spinner, type ErrorStateProps } from './Feedback.tsx';
