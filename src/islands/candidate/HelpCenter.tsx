import { CONTACT, CONTACT_MAILTO, RESUME_MAX_BYTES } from '../../contract';
import { Card } from '../ui';
import { PageHeader, WorkspacePage } from '../workspace/WorkspacePage';

const TOPICS: { title: string; questions: { q: string; a: string[] }[] }[] = [
  {
    title: 'Applying for jobs',
    questions: [
      {
        q: 'How do I apply?',
        a: [
          'Open a job from Find jobs and press Apply now. Choose one of your resumes (or upload one), add a cover letter if you like, and submit.',
          'You can apply once per job. The application keeps its own copy of the resume, so deleting or replacing a resume later never changes what the recruiter received.',
        ],
      },
      {
        q: 'Why can I not apply to a job?',
        a: [
          'The recruiter has closed it, or its application deadline has passed. You will see which on the job page.',
          'If you already applied, the job page links to your application instead.',
        ],
      },
      {
        q: 'What do the statuses mean?',
        a: [
          'Applied: the recruiter has your application. Screening: they are reviewing it. Interview: they want to talk to you. Offer: they have made you an offer. Hired: congratulations!',
          'Not selected means the recruiter ended the process. Withdrawn means you withdrew it.',
        ],
      },
      {
        q: 'Can I withdraw an application?',
        a: [
          'Yes, while it is still in progress: open it from Applied jobs and choose Withdraw application. The recruiter sees that you withdrew. You cannot apply to the same job again afterwards.',
        ],
      },
    ],
  },
  {
    title: 'ATS scores and your match',
    questions: [
      {
        q: 'What is the ATS score?',
        a: [
          'A number from 0 to 100 that says how well the resume you sent fits the job. It is computed by Hireloop itself, the same way for everyone, and never uses your name, gender, age, photo or address.',
          'It weighs the required skills the job lists, how relevant your resume is to the description, your years of experience against the minimum, and the nice-to-have skills. Your application page shows each part, its weight and the line of your resume that shows each skill.',
        ],
      },
      {
        q: 'How do I improve my match?',
        a: [
          'Name your skills in the words jobs use (for example "Kubernetes" or "k8s" both work) and show them in context: a line about where you used the skill counts.',
          'Mention your years of experience in dates (2019 – present) so they can be read.',
          'Upload a text-based PDF or DOCX: a scanned image cannot be read and is not scored.',
        ],
      },
      {
        q: 'Why does a job show no match?',
        a: [
          `Upload a resume on your profile (PDF or DOCX, up to ${RESUME_MAX_BYTES / 1024 / 1024} MB). Without one we match on the skills in your profile, if you listed enough of them.`,
        ],
      },
    ],
  },
  {
    title: 'Job alerts',
    questions: [
      {
        q: 'How do alerts work?',
        a: [
          'An alert is a saved search: keywords, location, workplace, job type and a minimum salary. New jobs that match it are counted on the alert and on your dashboard, and arrive by email as often as you choose.',
          'Pause an alert to stop it for a while without losing it.',
        ],
      },
      {
        q: 'Why does a job with a hidden salary not match my minimum salary?',
        a: [
          'When a recruiter hides the salary we do not filter on it, so the salary stays private. Leave the minimum empty to see those jobs too.',
        ],
      },
    ],
  },
  {
    title: 'Your account and data',
    questions: [
      {
        q: 'Who sees my resume?',
        a: [
          'Only you, and the recruiters of the jobs you apply to (they see the copy you sent). Links to files expire after five minutes.',
        ],
      },
      {
        q: 'How do I download or delete my data?',
        a: [
          'Settings has Download my data (a zip file of everything we keep about you, with your resume files) and Delete account, which you confirm with your password, or with Google or an emailed link if you sign in with Google.',
        ],
      },
    ],
  },
];

/** /dashboard/help */
export default function HelpCenter() {
  return (
    <WorkspacePage role="candidate">
      {() => (
        <>
          <PageHeader title="Help" lead="Answers about applying, ATS scores, alerts and your account." />
          <div className="cw-help-links cw-gap-bottom">
            <Card as="section" title="Find a job" titleAs="h2">
              <p className="muted cw-small">Search, filter and sort by your match.</p>
              <a href="/dashboard/jobs">Find jobs →</a>
            </Card>
            <Card as="section" title="Track applications" titleAs="h2">
              <p className="muted cw-small">Statuses, scores and timelines.</p>
              <a href="/dashboard/applied-jobs">Applied jobs →</a>
            </Card>
            <Card as="section" title="Contact us" titleAs="h2">
              <p className="muted cw-small">
                <a href={CONTACT_MAILTO}>{CONTACT.email}</a>
                <br />
                {CONTACT.phone} · {CONTACT.location}
              </p>
            </Card>
          </div>
          <div className="cw-stack">
            {TOPICS.map((topic) => (
              <Card key={topic.title} as="section" title={topic.title} titleAs="h2" className="cw-faq">
                {topic.questions.map(({ q, a }) => (
                  <details key={q}>
                    <summary>{q}</summary>
                    {a.map((p) => (
                      <p key={p}>{p}</p>
                    ))}
                  </details>
                ))}
              </Card>
            ))}
          </div>
        </>
      )}
    </WorkspacePage>
  );
}
