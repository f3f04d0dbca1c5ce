// Broader skills a skill implies beyond its own name (reviewed by hand, in the manner of a
// professional taxonomy's "broader skill" links): one line per broader skill, "Broader: narrower,
// narrower, ..." by canonical name. A job or resume that shows a narrower skill also shows the broader
// one, from the same words. Only kinds and tools that exist for the broader practice belong here
// (Unit testing is software testing; Usability testing, a design method, is not).
export default `
Software testing: UI testing, Manual testing, Functional testing, Regression testing, Smoke testing, Sanity testing, Integration testing, System testing, User acceptance testing, Unit testing, Exploratory testing, API testing, Performance testing, Load testing, Stress testing software, End-to-end testing, Contract testing, Cross-browser testing, Mutation testing, Snapshot testing, Test cases, Test plan, Test execution, Test coverage, Test automation, Selenium, Cypress, Playwright, Appium, Jest, Mocha, Jasmine, Vitest, React Testing Library, XCUITest, Espresso, TestNG framework, JUnit, pytest, Mockito, k6
Sales: B2B sales, B2C sales, Inside sales, Channel sales, FMCG sales, Secondary sales, Sales targets, Key account sales, SaaS sales, Solution selling, Upselling, Cold calling, Closing deals, Export sales, Pharmaceutical sales, Real estate sales, Insurance sales, Banking sales, Automobile sales, Industrial sales, Telecom sales, Advertising sales, Education sales, Field sales executive, Telecalling sales
Leadership: Team management
Spring Framework: Spring Boot, Spring MVC, Spring Data JPA, Spring Security, Spring Cloud, Spring Batch
REST APIs: Django REST framework
Amazon Web Services: Amazon ECS, Amazon EC2, Amazon S3, AWS Lambda, Amazon RDS, Amazon EKS, AWS CloudFormation
Android Jetpack: Jetpack Compose, Room database
Cloud computing: Amazon Web Services, Microsoft Azure, Google Cloud Platform
Business intelligence: Power BI, Tableau, Looker
Marketing: Performance marketing, Digital marketing, Content marketing, Email marketing, Social media marketing, Search engine marketing
Budgeting: Project budgeting
Generators: Diesel generators
Loans and advances: Business loans, Home loans, Personal loans
Firewalls: FortiGate, Palo Alto Networks, Check Point
VPN: VPN technologies
Shell automation: Shell scripting
Demand planning: Demand forecasting models
Civil engineering: Site execution
Accounting: Accounts payable, Accounts receivable, General ledger, Fixed assets, Cost accounting, Bookkeeping, Chartered accountant
Auditing: Statutory audit, Internal audit
Taxation: Income tax, Goods and services tax, Tax deducted at source
Human resources: HR business partner
Law: In-house counsel
Video editing: Adobe Premiere Pro, Final Cut Pro, DaVinci Resolve, Avid Media Composer
Photo editing: Adobe Lightroom
Merchandising: Visual merchandising
Retail marketing: Visual merchandising
Transformer models: Hugging Face
`;
