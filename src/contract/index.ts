export * from './constants';
export * from './messages';
export * from './password-strength';
export * from './auth';
export * from './errors';
export * from './ats';
