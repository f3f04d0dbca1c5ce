// Families of taxonomy areas that share a working world (reviewed by hand from the area list, by
// what people in one area commonly also do). One line per family: "family: area area ... > tool
// areas": an area may sit in several families, and the areas after ">" are tools the family uses
// (analysts write SQL) without being part of it (a developer's job does not reach banking). A job's
// own areas (its title and skill lists) reach every area of their families, tools included; a skill
// of an area outside them, met once in the description, is a word of another profession (see
// ../../read/context.ts). Generic professional skills ("soft") belong to every job, and so do the skills on
// the "anywhere" line (by canonical name, comma-separated): office tools, languages, and the people,
// money and safety work that every profession does.
export default `
software: languages frontend backend java dotnet python mobile databases testing automation cloud devops sysadmin networking security datascience etlbi bigdata blockchain design methods sap
embedded: electronics telecom electrical languages networking methods testing
building: civil architecture mechanical electrical quality trades
plant: mechanical electrical quality trades operations logistics pharma
flight: aviation mechanical electronics quality
money: finance banking insurance realestate sap etlbi ba > languages datascience
commerce: sales marketing retail customerservice media design
supply: operations logistics retail quality sap
work: hr admin operations pm ba > finance
projects: pm ba methods > languages datascience etlbi
care: health pharma fitness
learning: teaching arts media
legal: law realestate hr
guests: hospitality customerservice retail
land: agriculture operations quality
anywhere: Microsoft Excel, Microsoft Word, Microsoft Office, Microsoft PowerPoint, Microsoft Outlook, Google Workspace, Typing, Data entry, Language proficiency, Foreign languages, Hindi, Indian languages, Negotiation, Recruitment, Team management, Training delivery, Budgeting, Vendor management, Vendor management projects, Customer service, First aid, Health and safety, On-call
`;
