/**
 * Hireloop's React UI kit: thin, typed wrappers over the CSS classes of src/styles/global.css.
 * No UI library. Islands import from here: `import { Button, TextField } from '../ui'`.
 */
export { Alert, type AlertProps, type AlertVariant } from './Alert';
export { Badge, type BadgeProps, type BadgeVariant } from './Badge';
export {
  Button,
  LinkButton,
  buttonClass,
  type ButtonProps,
  type LinkButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
export { Card, type CardProps } from './Card';
export { EmployerBadge } from './EmployerBadge';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorBoundary, ErrorScreen, withErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { LoadingState, Spinner, type LoadingStateProps, type SpinnerProps } from './Spinner';
export {
  clearIfSent,
  FieldFrame,
  TextAreaField,
  TextField,
  useFieldIds,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './TextField';
export { cx } from './cx';
export { CsvButton, csvName } from './CsvButton';
