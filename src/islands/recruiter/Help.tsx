import { APPLICATION_STATUSES, CONTACT, CONTACT_MAILTO, RECRUITER_MOVES, RECRUITER_STATUS } from '../../contract';
import { LinkButton } from '../ui';
import { PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { StatusBadge } from './parts';

const FAQ = [
  {
    q: 'How is the match score worked out?',
    a: 'Each application is scored from 0 to 100 on our own servers, from the resume text and your job: the required skills found (each with the resume line that shows it), the nice-to-have skills, how closely the resume matches the words of your description, and years of experience against your minimum. Open an application and read "Why this score" to see every part, its weight and its points. The same resume, job and scorer version always give the same score.',
  },
  {
    q: 'Does the score look at names, gender, age or photos?',
    a: 'No. Names, contact details, addresses and anything that stands for them are removed before scoring, and photos are never read. Turn on blind review to also hide identity from your team until interview.',
  },
  {
    q: 'Why does an application say "n/a" instead of a score?',
    a: 'Its resume had too little readable text, usually a scanned image. We keep the file and flag it rather than score it as if it were empty. Open the resume and judge it yourself.',
  },
  {
    q: 'What happens when I edit a job?',
    a: 'Applications still in your pipeline (Applied to Offer) are scored again against the new skills and description straight away. Hired, rejected and withdrawn applications keep the score they had.',
  },
  {
    q: 'Why was my job closed instead of deleted?',
    a: 'A job that has applications is closed rather than deleted, so no candidate’s application disappears. It stops accepting applications and stays in your pipeline and analytics.',
  },
  {
    q: 'How do bulk moves work?',
    a: 'Select applications with the checkboxes and choose a stage. Either every selected application moves, or none do: if one of them cannot make that move, or a colleague moved it a moment ago, nothing changes and we tell you which ones to look at.',
  },
  {
    q: 'Can colleagues see my jobs?',
    a: 'Yes. Recruiters of the same company share its jobs, applications and analytics. Inviting a colleague into an existing company is coming soon; for now each recruiter sets up their company on the Profile page.',
  },
  {
    q: 'How are the analytics counted?',
    a: 'Applications over time counts applications by the day they arrived (UTC), every day of the period shown, including days with none. The funnel counts applications that reached each stage; skipping a stage counts as passing it. Time in stage is the average time from entering a stage to the next move, over moves that happened.',
  },
];

/** /recruiter/help: how the recruiter workspace works. */
export default function Help() {
  return (
    <WorkspacePage role="recruiter">
      <PageHeader title="Help" lead="How to post jobs, read match scores and move candidates through your pipeline." />
      <div className="help">
        <section className="card help-card" aria-labelledby="start-h">
          <h2 id="start-h">Getting started</h2>
          <ol className="help-steps">
            <li>
              <strong>Set up your company</strong> on the <a href="/recruiter/profile">Profile</a> page. Its name
              appears beside every job you post.
            </li>
            <li>
              <strong>Post a job</strong> with its required and nice-to-have skills. Save it as a draft until it is
              ready, then publish it.
            </li>
            <li>
              <strong>Review applications</strong> from <a href="/recruiter/jobs">Jobs</a>: filter by stage and minimum
              score, sort by best match, and open one to read the resume and the reasons behind its score.
            </li>
            <li>
              <strong>Move candidates on</strong>: every move is recorded with who made it, when and your note.
              Rejections need a reason, which stays with the application.
            </li>
          </ol>
          <LinkButton href="/recruiter/post-job">Post a job</LinkButton>
        </section>

        <section className="card help-card" aria-labelledby="stages-h">
          <h2 id="stages-h">Pipeline stages</h2>
          <p>
            Applications move forward through the stages; you can skip ahead (a strong candidate can go straight to
            Interview) and reject from any open stage. Candidates can withdraw themselves. Hired, Rejected and Withdrawn
            end the pipeline.
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">You can move it to</th>
                </tr>
              </thead>
              <tbody>
                {APPLICATION_STATUSES.map((s) => (
                  <tr key={s}>
                    <th scope="row">
                      <StatusBadge status={s} />
                    </th>
                    <td>
                      {RECRUITER_MOVES[s].length
                        ? RECRUITER_MOVES[s].map((m) => RECRUITER_STATUS[m].label).join(', ')
                        : 'Nothing: the pipeline has ended'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className="card help-card" aria-labelledby="blind-h">
          <h2 id="blind-h">Blind review</h2>
          <p>
            With blind review on (in <a href="/recruiter/settings">Settings</a> or on any applications page), candidates
            appear as “Candidate #A1B2” with no email and no resume file until you move them to Interview. The same
            candidate keeps the same label across your jobs. Skills, the match score and the cover letter stay visible.
          </p>
        </section>

        <section className="help-faq" aria-labelledby="faq-h">
          <h2 id="faq-h">Questions</h2>
          {FAQ.map((f) => (
            <details key={f.q} className="card faq">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </section>

        <section className="card help-card" aria-labelledby="contact-h">
          <h2 id="contact-h">Still stuck?</h2>
          <p>
            Write to <a href={CONTACT_MAILTO}>{CONTACT.email}</a> with the job or application you are looking at, and we
            will get back to you within one working day.
          </p>
        </section>
      </div>
    </WorkspacePage>
  );
}
