// The profile's skills limit, apart from profiles.ts and its schemas: the profile page shows it and
// fetches the form's schema only when the form is first used.
export const SKILLS_MAX = 50;
