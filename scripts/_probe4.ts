import { analyzeJob } from '../worker/ats/index';
const j = analyzeJob({ title: 'Frontend Engineer (React)', description: 'You will write tests, design clear interfaces and build reporting screens. Own the checkout flow and ship features weekly. Care about accessibility; lead code reviews and drive adoption of TypeScript. Present your work to the service team.\nSkills: React, Redux, Jest, Webpack', requiredSkills: ['React', 'TypeScript'], niceToHaveSkills: ['GraphQL'] });
console.log(j.query.filter(([t]) => t.startsWith('§')).map(([t]) => `${t} <- ${j.sources[t]}`).join('\n'));
