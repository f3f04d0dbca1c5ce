export * from './constants';
export * from './messages';
export * from './password-strength';
export * from './auth';
export * from './errors';
export * from './jobs';
export * from './applications';
export * from './profiles';
