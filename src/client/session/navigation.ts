import type { Role } from '../../contract';

export interface NavLink {
  href: string;
  label: string;
}

/** Each role's workspace routes of spec section 2, in the order the sidebar shows them. */
export const WORKSPACE_NAV: Record<Role, NavLink[]> = {
  candidate: [
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/dashboard/jobs', label: 'Find jobs' },
    { href: '/dashboard/applied-jobs', label: 'Applied jobs' },
    { href: '/dashboard/messages', label: 'Messages' },
    { href: '/dashboard/job-alerts', label: 'Job alerts' },
    { href: '/dashboard/profile', label: 'Profile' },
    { href: '/dashboard/settings', label: 'Settings' },
    { href: '/dashboard/help', label: 'Help' },
  ],
  recruiter: [
    { href: '/recruiter/dashboard', label: 'Dashboard' },
    { href: '/recruiter/post-job', label: 'Post a job' },
    { href: '/recruiter/jobs', label: 'Jobs' },
    { href: '/recruiter/applications', label: 'Applications' },
    { href: '/recruiter/candidates', label: 'Candidates' },
    { href: '/recruiter/targeted-job-sending', label: 'Targeted sending' },
    { href: '/recruiter/analytics', label: 'Analytics' },
    { href: '/recruiter/messages', label: 'Messages' },
    { href: '/recruiter/team', label: 'Team' },
    { href: '/recruiter/profile', label: 'Profile' },
    { href: '/recruiter/settings', label: 'Settings' },
    { href: '/recruiter/help', label: 'Help' },
  ],
  admin: [
    { href: '/admin/dashboard', label: 'Dashboard' },
    { href: '/admin/analytics', label: 'Analytics' },
    { href: '/admin/users', label: 'Users' },
    { href: '/admin/reports', label: 'Reports' },
    { href: '/admin/ai-audit', label: 'AI audit' },
    { href: '/admin/settings', label: 'Settings' },
  ],
};

/** Pages whose section is not their path's: applying to a job is part of finding jobs. */
const SECTION_OF: ReadonlyArray<[prefix: string, href: string]> = [['/dashboard/apply', '/dashboard/jobs']];

/** The link of the section a path is in (the longest matching href), for aria-current. */
export function activeHref(role: Role, pathname: string): string | null {
  const moved = SECTION_OF.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (moved && WORKSPACE_NAV[role].some((link) => link.href === moved[1])) return moved[1];
  const matches = WORKSPACE_NAV[role]
    .map((link) => link.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
