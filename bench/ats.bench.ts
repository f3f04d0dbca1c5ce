// Matching engine throughput and memory. Targets, and why:
//  - scorings/s >= 20,000: the candidate feed scores one resume against every open job; 2,000 jobs
//    must rank within ~100 ms of worker CPU.
//  - PDF extract + analyse + score <= 300 ms warm: an upload answers within a second even with
//    storage writes around it (the first PDF of an isolate also pays for loading PDF.js; shown).
//  - analyseResume <= 20 ms: profiles are computed once per upload, but bulk re-scoring on a new
//    scorer version must get through thousands of resumes in a minute.
//  - heap <= 48 MB for taxonomy + 1,000 stored profiles (ranking one job's applicants): well inside a
//    Workers isolate's 128 MB.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { makePdf, SAMPLE_RESUME_PAGES } from '../tests/fixtures/resume-files';
import { analyzeJob, analyzeResume, extractResumeText, scoreMatch } from '../worker/ats/index';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const line = (label: string, value: string, target: string) =>
  console.log(`${label.padEnd(44)} ${value.padStart(12)}  (target ${target})`);
// Heap is read after a full collection, so it shows what is held, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const heap0 = heapMb();
const pdf = makePdf(SAMPLE_RESUME_PAGES);
const job = analyzeJob({
  title: 'Senior Java Developer',
  description:
    'Build payment microservices in Java and Spring Boot on AWS; REST APIs, MySQL, Kafka, Kubernetes, CI/CD with Jenkins. Mentor engineers and review code.',
  requiredSkills: ['Java', 'Spring Boot', 'SQL', 'REST APIs'],
  niceToHaveSkills: ['Kafka', 'k8s', 'AWS'],
  minYears: 5,
});

let t = performance.now();
const cold = await extractResumeText(pdf);
const coldMs = performance.now() - t;
const runs = 20;
t = performance.now();
for (let i = 0; i < runs; i++) {
  const { text } = await extractResumeText(pdf);
  scoreMatch(analyzeResume(text), job);
}
const pdfMs = (performance.now() - t) / runs;

t = performance.now();
for (let i = 0; i < runs * 5; i++) analyzeResume(cold.text);
const analyseMs = (performance.now() - t) / (runs * 5);

const profile = analyzeResume(cold.text);
const jobs = Array.from({ length: 200 }, (_, i) =>
  analyzeJob({
    title: `Engineer ${i}`,
    description: `Role ${i}: Java, Python, SQL, testing, AWS, leadership and delivery.`,
    requiredSkills: ['Java', 'SQL'],
    niceToHaveSkills: ['Docker'],
    minYears: i % 8,
  }),
);
let n = 0;
t = performance.now();
while (performance.now() - t < 1000)
  for (const j of jobs) {
    scoreMatch(profile, j);
    n++;
  }
const perSec = n / ((performance.now() - t) / 1000);

const stored = Array.from({ length: 1_000 }, () => JSON.parse(JSON.stringify(profile)) as typeof profile);
const heap1 = heapMb();

line('resume-job scorings per second', fmt(perSec), '>= 20,000');
line('2-page PDF: extract + analyse + score (warm)', `${pdfMs.toFixed(1)} ms`, '<= 300 ms');
line('2-page PDF: first extraction (loads PDF.js)', `${coldMs.toFixed(0)} ms`, 'shown only');
line('analyseResume of that text', `${analyseMs.toFixed(2)} ms`, '<= 20 ms');
line('heap: taxonomy + 1,000 stored profiles', `${(heap1 - heap0).toFixed(1)} MB`, '<= 48 MB');
console.log(`(${stored.length} profiles held; one profile is ${fmt(JSON.stringify(profile).length)} bytes as JSON)`);
