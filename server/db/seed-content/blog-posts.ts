/**
 * Seed data for the public blog (/blogs, /blogs/{id}).
 *
 * Course facts quoted in these posts follow section 9 of the site spec
 * (hours, modules, exam formats, eligibility statements). No fees or pass
 * rates are quoted anywhere.
 */

export interface SeedBlogPost {
  /** Stable key, kebab-case; also the featured image's file name stem. */
  key: string;
  title: string;
  /** ISO date-time, spread over Dec 2025 to Nov 2026 (today is 2026-11-21); all distinct. */
  createdAt: string;
  /** Article HTML: <h2>/<h3> headings, <p>, <ul>/<ol>, <strong>, <em>, <blockquote>, one <table> in at least one post, internal links to course pages like <a href="/pmp-certification">. No <h1>, no images, no scripts, no inline styles, no classes. */
  content: string;
  /** Two or three words for the generated featured illustration (e.g. 'Career path'). */
  imageLabel: string;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    key: 'facilities-management-career-path',
    title: 'From Technician to FM Director: A Facilities Management Career Path for India and the Gulf',
    createdAt: '2025-12-09T05:30:00.000Z',
    imageLabel: 'Career path',
    content: `<p>Every hospital, shopping mall, residential tower, airport terminal and data centre depends on a team that keeps it safe, comfortable and running. That team is facilities management (FM). In the UAE, large mixed-use communities and integrated FM contracts have made the profession highly visible, and in Kerala many of the engineers and technicians who now lead those teams in Dubai, Sharjah and Abu Dhabi started their careers close to home.</p>
<p>Yet many people who enter FM as technicians are never shown how to climb from the tool bag to the boardroom. This guide maps the typical stages, the skills each one demands and the learning that helps you move up.</p>

<h2>Stage 1: Technician and multi-skilled technician</h2>
<p>Most FM careers begin on the technical side: HVAC, electrical, plumbing, fire and life safety, or building management systems. At this stage your reputation is built on reliability. Technicians who progress fastest tend to do three things well:</p>
<ul>
<li><strong>They document their work.</strong> Closing every work order properly in the CAFM system, with the cause and the fix, shows supervisors that you think beyond the immediate job.</li>
<li><strong>They understand planned maintenance.</strong> Knowing why a planned preventive maintenance (PPM) schedule exists, and not only how to follow it, is the first step towards planning it yourself.</li>
<li><strong>They take safety seriously.</strong> Permit-to-work systems, lockout/tagout and risk assessments are non-negotiable in every well-run site in India and the GCC.</li>
</ul>
<p>Becoming multi-skilled, for example an HVAC technician who can also handle basic electrical faults, makes you far more valuable on sites that run lean shift teams.</p>

<h2>Stage 2: Supervisor and FM engineer</h2>
<p>The jump to supervisor is where many careers stall. Suddenly you manage people, subcontractors, service level agreements (SLAs) and key performance indicators (KPIs) rather than equipment alone. You write reports, respond to client complaints and justify spare-parts requests.</p>
<p>This is the right moment for structured learning. The <a href="/diploma-fm-operations">FM Operations and Maintenance diploma</a> runs for 6 months (300 hours), with a fast track of 3 months (144 hours), online or in the classroom. Its stated eligibility is +2 higher secondary <em>or</em> three or more years of maintenance or facilities experience, so an experienced technician without a degree can still enrol. If you are drawn to asset reliability rather than general FM, the <a href="/certified-maintenance-reliability-professional">CMRP training</a> (30 hours, preparing for a computer-based exam of 110 multiple-choice questions across five domains) is a strong specialist route.</p>

<h2>Stage 3: Facility manager</h2>
<p>A facility manager owns the whole picture: budgets, contracts, hard and soft services, health and safety, energy use, tenant or occupant satisfaction and the long-term condition of the building. Technical knowledge still matters, but commercial and people skills now matter just as much.</p>
<p>For graduates in any discipline, the <a href="/diploma-mastery-fm">Mastery diploma in Facilities Management</a> is the academy's most complete programme: 12 months and 650 hours, or a 6-month fast track of 320 hours, delivered as 2 hours of live online sessions daily across 4 levels. It ends with a 3-hour online proctored exam of 120 multiple-choice questions with a 70% pass mark, and successful learners receive four international certificates plus the diploma, lifetime LMS access and placement support. Professionals whose work leans towards administration, soft services and office operations may prefer the <a href="/diploma-fm-administration">FM Administration diploma</a>: 3 months, 144 hours, 2 levels and a 2-hour exam of 80 multiple-choice questions with a 70% pass mark.</p>

<h2>Stage 4: Senior facility manager to FM director</h2>
<p>At the top of the ladder, the job becomes strategic. FM directors manage portfolios of buildings, plan capital expenditure, negotiate major contracts, report on sustainability targets and sit with senior leadership to align the workplace with business goals.</p>
<p>An international credential helps here. The <a href="/cfm-training">CFM training</a> provides 35 hours of coaching for the Certified Facility Manager credential, which is awarded by an international facility management association and built around 11 core competencies. The course page lists eligibility as five or more years of FM experience, or an FM diploma or graduation. Many senior managers add the <a href="/sfp-training">SFP training</a> (30 to 40 hours, from the same awarding body) to lead sustainability work with confidence.</p>
<table>
<thead>
<tr><th>Stage</th><th>Main focus</th><th>Learning that fits</th></tr>
</thead>
<tbody>
<tr><td>Technician</td><td>Safe, reliable repairs and PPM</td><td>On-the-job skills, multi-skilling</td></tr>
<tr><td>Supervisor / FM engineer</td><td>Teams, SLAs, KPIs, reporting</td><td>FM Operations and Maintenance diploma, CMRP</td></tr>
<tr><td>Facility manager</td><td>Budgets, contracts, occupants</td><td>Mastery diploma or FM Administration diploma</td></tr>
<tr><td>Senior manager / director</td><td>Strategy, portfolio, sustainability</td><td>CFM, SFP</td></tr>
</tbody>
</table>

<h2>Practical steps you can take this year</h2>
<ol>
<li>Write down your current stage honestly and the next role you want.</li>
<li>Ask your manager which skills separate you from that role, and keep a record of projects that show progress.</li>
<li>Learn one commercial skill, such as reading a service contract or preparing a monthly cost report.</li>
<li>Choose one qualification that matches your next step rather than the one after it.</li>
</ol>
<blockquote>The best FM leaders never forget how the building works, but they learn to explain it in the language of cost, risk and people.</blockquote>
<p>Not sure where you fit? Compare the <a href="/diploma-mastery-fm">Mastery diploma</a>, the <a href="/diploma-fm-operations">FM Operations diploma</a> and <a href="/cfm-training">CFM training</a>, or book a session with our <a href="/education-career-counselling">career counselling team</a> to plan your route from technician to director.</p>`,
  },
  {
    key: 'ielts-academic-vs-general-training',
    title: 'IELTS Academic vs General Training: Which Test Do You Need? (Plus UKVI and Life Skills)',
    createdAt: '2026-01-22T06:15:00.000Z',
    imageLabel: 'IELTS test',
    content: `<p>Every year thousands of students, nurses, engineers and families from Kerala and across the Gulf book an IELTS test. A surprising number of them prepare for the wrong version. IELTS comes in several forms, and the institution or immigration authority you are applying to decides which one it will accept. This guide explains the differences so that you can register for the right test the first time.</p>

<h2>What all versions have in common</h2>
<p>Standard IELTS tests four skills: <strong>Listening, Reading, Writing and Speaking</strong>. The whole test takes about 2 hours and 45 minutes. Results are reported as band scores from 0 to 9 for each skill, plus an overall band. The Speaking test is a face-to-face conversation with an examiner, usually taken on the same day as the other sections or within a few days of them.</p>
<p>Listening and Speaking are the same whether you take Academic or General Training. The differences lie in Reading and Writing.</p>

<h2>Where Academic and General Training differ</h2>
<table>
<thead>
<tr><th>Section</th><th>IELTS Academic</th><th>IELTS General Training</th></tr>
</thead>
<tbody>
<tr><td>Reading</td><td>Long texts from books, journals, magazines and newspapers, written for a non-specialist but educated reader</td><td>Everyday material such as notices, advertisements, workplace documents and handbooks, followed by a longer text of general interest</td></tr>
<tr><td>Writing Task 1</td><td>Describe a graph, table, chart, diagram or process</td><td>Write a letter (formal, semi-formal or informal) about an everyday situation</td></tr>
<tr><td>Writing Task 2</td><td>An essay responding to an argument or problem, in an academic style</td><td>An essay responding to a point of view or problem, on a more general topic</td></tr>
<tr><td>Typical purpose</td><td>University study and many professional registrations</td><td>Work experience, training and migration</td></tr>
</tbody>
</table>
<p>Neither version is "easier". Academic Task 1 rewards candidates who can summarise data precisely, while General Training letters reward a clear sense of tone and purpose. Choose based on what your application requires, not on what you think you will score best in.</p>

<h2>Which version should you choose?</h2>
<ul>
<li><strong>Undergraduate or postgraduate study abroad:</strong> almost always Academic.</li>
<li><strong>Professional registration</strong>, for example for nurses and doctors: many regulators ask for Academic, often with a minimum band in every skill, so check the regulator's current requirement.</li>
<li><strong>Skilled migration or work visas</strong> in countries such as Canada, Australia and New Zealand: General Training is commonly accepted, but the rules differ by programme.</li>
<li><strong>Secondary education or vocational training abroad:</strong> often General Training.</li>
</ul>
<p>Always confirm three things in writing before you book: the version required, the minimum overall band, and any minimum band for individual skills.</p>

<h2>UKVI and Life Skills: the UK visa versions</h2>
<p>If your goal is a UK visa, you may need <strong>IELTS for UKVI</strong>. It is available in Academic and General Training forms with the same content and format as the standard tests, but it must be taken at a UKVI-approved test centre, where extra identity checks apply. Our course page refers to the Tier 1 and Tier 2 routes; the UK has since renamed several work routes (for example, Skilled Worker), so always check the latest official guidance for your visa category.</p>
<p><strong>IELTS Life Skills</strong> is different again. It tests only Speaking and Listening, at CEFR level A1 or B1, and is taken together with one other candidate. The A1 test is commonly used for family visa applications, while B1 is commonly used for settlement and citizenship. It is a pass or fail test rather than a band score.</p>

<h2>A six-week preparation plan</h2>
<ol>
<li><strong>Week 1:</strong> take a full diagnostic test under timed conditions and note your weakest skill.</li>
<li><strong>Week 2:</strong> focus on Listening spelling, numbers and map questions; read one quality article every day.</li>
<li><strong>Week 3:</strong> practise Reading question types, especially True/False/Not Given, with strict time limits.</li>
<li><strong>Week 4:</strong> write one Task 1 and one Task 2 response every other day and have them marked against the band descriptors.</li>
<li><strong>Week 5:</strong> record yourself answering Speaking Part 2 cue cards and listen for fillers and repeated vocabulary.</li>
<li><strong>Week 6:</strong> take two full mock exams, review every error, and rest the day before the test.</li>
</ol>
<blockquote>Most band-score disappointments come from Writing. Get real feedback early rather than practising the same mistakes for weeks.</blockquote>
<p>Our <a href="/ielts-preparation-training-course">IELTS preparation course</a> covers Academic, General Training and Life Skills (CEFR A1 and B1), with Listening, Reading, Writing and Speaking practice and weekly mock exams, delivered with two authorised training partner organisations. If an American university is on your list instead, take a look at our <a href="/toefl-course">TOEFL course</a>.</p>`,
  },
  {
    key: 'lean-six-sigma-belts-explained',
    title: 'Lean Six Sigma Belts Explained: Yellow, Green, Black and Master Black Belt',
    createdAt: '2026-03-05T07:00:00.000Z',
    imageLabel: 'Six Sigma belts',
    content: `<p>Lean Six Sigma has spread far beyond the factory floor. Hospitals in Kochi use it to shorten discharge times, banks in Dubai use it to speed up customer onboarding, and FM companies across the UAE use it to cut repeat work orders. The belt system can be confusing, though. What does each colour mean, and which one is right for you?</p>

<h2>Lean and Six Sigma in one paragraph</h2>
<p><strong>Lean</strong> focuses on removing waste: waiting, unnecessary movement, overprocessing, defects and other steps that add no value for the customer. <strong>Six Sigma</strong> focuses on reducing variation so that a process delivers the same good result every time. Combined, they give teams a structured way to improve processes, usually through the five-phase <strong>DMAIC</strong> cycle: Define, Measure, Analyse, Improve and Control. The belts describe how deeply you understand this method and what role you play in improvement projects.</p>

<h2>Yellow Belt: the informed team member</h2>
<p>A Yellow Belt understands the language and basic tools of Lean Six Sigma and can contribute to projects led by others. Typical tools include process mapping, SIPOC diagrams, 5S, simple data collection and the basics of root-cause analysis.</p>
<p>The academy's <a href="/lean-six-sigma-yellow-belt-certification">Yellow Belt certification</a> is a 16-hour programme of 6 modules introducing more than 40 tools, aligned with IASSC. It suits frontline staff, administrators, supervisors and anyone whose organisation is starting an improvement programme.</p>

<h2>Green Belt: the project leader in your own area</h2>
<p>A Green Belt leads small and medium improvement projects, usually alongside a regular job. Green Belts use data to confirm the real cause of a problem before fixing it. Expect to work with Pareto charts, cause-and-effect (fishbone) diagrams, basic statistics, process capability and control charts.</p>
<p>The <a href="/lean-six-sigma-green-belt-certification">Green Belt certification</a> runs for 16 hours across 7 modules, aligned with IASSC. It is a popular choice for engineers, team leaders, quality and operations staff, and analysts who want to show measurable results on their CV.</p>

<h2>Black Belt and Master Black Belt: leading change at scale</h2>
<p>A <strong>Black Belt</strong> leads larger, cross-functional projects that may affect several departments or sites, and often coaches Green Belts. The toolkit becomes more advanced: hypothesis testing, regression, design of experiments and the change-management skills needed to make improvements stick. The <a href="/lean-six-sigma-black-belt-certification">Black Belt certification</a> is a 32-hour programme, and its course page refers to both IASSC and PeopleCert certification.</p>
<p>A <strong>Master Black Belt</strong> works at programme level: selecting which projects matter most, mentoring Black Belts, standardising methods across the organisation and reporting results to leadership. The <a href="/lean-six-sigma-master-black-certification">Master Black Belt programme</a> is the academy's longest quality course at 56 hours.</p>
<table>
<thead>
<tr><th>Belt</th><th>Course length</th><th>Typical role</th></tr>
</thead>
<tbody>
<tr><td>Yellow Belt</td><td>16 hours, 6 modules</td><td>Team member who supports projects</td></tr>
<tr><td>Green Belt</td><td>16 hours, 7 modules</td><td>Leads projects within own area, part time</td></tr>
<tr><td>Black Belt</td><td>32 hours</td><td>Leads cross-functional projects, coaches Green Belts</td></tr>
<tr><td>Master Black Belt</td><td>56 hours</td><td>Runs the improvement programme, mentors Black Belts</td></tr>
</tbody>
</table>

<h2>Which belt should you start with?</h2>
<ul>
<li><strong>New to process improvement?</strong> Start with Yellow Belt. It is short, practical and helps you speak the same language as your quality team.</li>
<li><strong>Already solving problems with data at work?</strong> Go straight to Green Belt. You do not need a Yellow Belt first if you are comfortable with spreadsheets and basic charts.</li>
<li><strong>Leading teams or multi-site operations?</strong> Consider Black Belt, ideally after completing at least one Green Belt-level project.</li>
<li><strong>Responsible for a company-wide quality or transformation programme?</strong> Master Black Belt is the natural next step.</li>
</ul>
<p>Whatever your level, choose a real project from your own workplace before the course starts. A clear problem, such as late invoice approvals or slow work-order response, turns the training into savings you can describe in an interview.</p>
<blockquote>Employers rarely ask only which belt you hold. They ask what you improved, by how much, and how you kept it improved.</blockquote>
<p>Ready to begin? Explore the <a href="/lean-six-sigma-yellow-belt-certification">Yellow Belt</a> and <a href="/lean-six-sigma-green-belt-certification">Green Belt</a> courses, or talk to our advisers about the <a href="/lean-six-sigma-black-belt-certification">Black Belt</a> route for experienced professionals.</p>`,
  },
  {
    key: 'pmp-exam-preparation-guide',
    title: 'How to Prepare for the PMP Exam: 35 Contact Hours, PMBOK 7th Edition and a 10-Week Study Plan',
    createdAt: '2026-04-16T04:45:00.000Z',
    imageLabel: 'PMP preparation',
    content: `<p>The Project Management Professional (PMP) certification from PMI is one of the most recognised credentials for project managers in India, the UAE and the wider GCC. Construction, oil and gas, IT, healthcare and facilities management employers all list it in job advertisements. The exam is demanding, but with a realistic plan most working professionals can prepare for it in two to three months.</p>

<h2>Check your eligibility first</h2>
<p>Before you study, make sure you can apply. PMI asks for <strong>35 contact hours</strong> of project management education (or an existing CAPM certification) together with documented experience leading projects. The number of months of experience required depends on your education level, so read the current PMP handbook on PMI's website.</p>
<p>Writing the experience section of the application takes longer than most people expect. For each project, describe the objective, your role, the main deliverables and the outcome, using project management language. Keep contact details of your supervisors ready, because applications can be selected for audit.</p>

<h2>Understand what the exam really tests</h2>
<p>The PMP exam is not a memory test. Most questions describe a situation and ask what a project manager should do next. Questions cover predictive, agile and hybrid approaches, so you need to be comfortable with sprints, backlogs and servant leadership as well as schedules, baselines and change control.</p>
<p>Our <a href="/pmp-certification">PMP certification course</a> provides the 35 contact hours (35 PDUs) and is built on the <em>PMBOK Guide</em> 7th edition, covering 5 process groups, 10 knowledge areas and 3 performance domains, with more than 700 mock questions. PMI updates its examination content outline from time to time, so download the current outline before you book your exam date and check that your materials match it.</p>

<h2>A 10-week study plan for working professionals</h2>
<p>This plan assumes about 60 to 90 minutes on weekdays and a longer session at weekends.</p>
<ol>
<li><strong>Weeks 1 and 2: foundations.</strong> Complete the first part of your contact hours. Learn the project life cycle, the role of the project manager and the principles behind PMBOK 7th edition.</li>
<li><strong>Weeks 3 and 4: planning and control.</strong> Scope, schedule, cost, quality and resources. Practise earned value calculations until they are automatic.</li>
<li><strong>Weeks 5 and 6: people and agile.</strong> Team development, conflict, stakeholder engagement, communication, and agile roles, events and artefacts.</li>
<li><strong>Week 7: risk, procurement and business environment.</strong> Risk responses, contract types, compliance and benefits realisation.</li>
<li><strong>Week 8: topic-wise question practice.</strong> Work through mock questions by area and keep an error log explaining why each wrong answer was wrong.</li>
<li><strong>Week 9: full-length mock exams.</strong> Sit at least two complete mocks in one sitting, with breaks as in the real exam, to build stamina and timing.</li>
<li><strong>Week 10: review and rest.</strong> Revisit your error log, re-read weak areas, and avoid heavy new study in the last two days.</li>
</ol>

<h2>Study habits that make the difference</h2>
<ul>
<li><strong>Think like PMI, not like your current employer.</strong> The right answer usually involves assessing the situation, talking to the people involved and following the agreed process before escalating.</li>
<li><strong>Keep an error log.</strong> Patterns in your mistakes, such as rushing to escalate or skipping analysis, matter more than your raw score.</li>
<li><strong>Practise timing.</strong> Aim to finish mocks with a few minutes spare so you can review flagged questions.</li>
<li><strong>Study in short, regular blocks.</strong> Consistency across ten weeks beats a few long weekend marathons.</li>
<li><strong>Join a study group.</strong> Explaining a concept to a colleague is one of the fastest ways to find gaps in your own understanding.</li>
</ul>
<blockquote>A good mock score is a sign you are ready. A good error log is the reason you will stay ready on exam day.</blockquote>

<h2>After you pass</h2>
<p>The PMP is maintained through a three-year cycle in which you earn 60 professional development units (PDUs). Plan your continuing education early: courses in leadership, agile practice, negotiation or Lean Six Sigma all help you grow as a project leader while keeping your certification active.</p>
<p>If you are ready to start, visit the <a href="/pmp-certification">PMP certification page</a> for course details and flexible study modes. Project leaders who work closely with vendors may also find our <a href="/negotiation-skills-course">Negotiation Skills course</a> a useful next step.</p>`,
  },
  {
    key: 'ai-skills-for-working-professionals',
    title: 'AI Skills for Working Professionals: What to Learn First',
    createdAt: '2026-06-02T08:20:00.000Z',
    imageLabel: 'AI skills',
    content: `<p>Artificial intelligence is no longer a topic only for software engineers. HR teams use it to draft job descriptions, finance teams use it to spot unusual transactions, procurement teams use it to analyse spend, and facilities teams use sensor data to predict equipment failures. Governments in the region are investing heavily too, from the UAE's national AI strategy to India's national AI mission. For most professionals, the question is no longer <em>whether</em> to learn about AI but <em>what</em> to learn first.</p>

<h2>Why AI skills matter outside the IT department</h2>
<p>Employers are not expecting every accountant or HR officer to build machine learning models. They are looking for people who can use AI tools sensibly, check their output and redesign everyday work around them. A professional who can turn a two-hour report into a twenty-minute task, while keeping it accurate and confidential, becomes valuable very quickly.</p>
<p>The risk is also real. Pasting confidential contracts into a public chatbot, or forwarding an AI-generated figure without checking it, can damage trust and break company policy. Good AI skills are as much about judgement as about tools.</p>

<h2>Five skills to build first</h2>
<ol>
<li><strong>Framing tasks clearly.</strong> Give the tool a role, context, the exact output you need and an example. "Summarise this policy in five bullet points for new joiners, in plain English" works far better than "summarise this".</li>
<li><strong>Checking the output.</strong> AI tools can produce confident but wrong answers. Verify figures, names, dates and legal or technical claims against the original source before you share anything.</li>
<li><strong>Basic data literacy.</strong> Clean spreadsheets, consistent column names, simple charts and an understanding of averages and outliers make every AI tool more useful.</li>
<li><strong>Workflow thinking.</strong> Look at a process you repeat every week and ask which steps are drafting, sorting, summarising or checking. Those are usually the best candidates for AI support.</li>
<li><strong>Responsible use.</strong> Know your organisation's AI policy, avoid sharing personal or confidential data with unapproved tools, and watch for bias in outputs that affect people. Data protection laws, such as India's Digital Personal Data Protection Act, 2023 and the UAE's federal personal data protection law, apply to AI use as much as to any other processing.</li>
</ol>

<h2>A 30-day practice plan</h2>
<ul>
<li><strong>Week 1:</strong> use an approved AI assistant for one low-risk task each day, such as drafting an email or summarising public information. Note what worked.</li>
<li><strong>Week 2:</strong> build a small library of reusable prompts for your most common tasks and share it with a colleague.</li>
<li><strong>Week 3:</strong> pick one weekly report or process and redesign it with AI support. Measure the time saved and the number of corrections needed.</li>
<li><strong>Week 4:</strong> present the result to your manager with a short note on risks and controls. That conversation often leads to bigger responsibilities.</li>
</ul>
<blockquote>The professionals who gain most from AI are not the ones who use it most. They are the ones who know when not to trust it.</blockquote>

<h2>Choosing the right AI course</h2>
<p>Different goals call for different depths of training. The academy offers three routes:</p>
<table>
<thead>
<tr><th>Course</th><th>Format</th><th>Best for</th></tr>
</thead>
<tbody>
<tr><td>Certified AI Professional (CAIP)</td><td>20-25 hours, 3 modules, 1-hour AI-proctored exam, no prerequisites</td><td>Managers and professionals in any field who want practical, confident AI use</td></tr>
<tr><td>Certified AI Testing Professional (CAITP)</td><td>6 modules; 60-minute AI-proctored exam of 40 multiple-choice questions, pass mark 80% (32 of 40)</td><td>Software testers and quality professionals working with AI</td></tr>
<tr><td>AI and Machine Learning</td><td>15 weeks (3.5 months), 5+ case studies, capstone project, placement cell, lifetime LMS access</td><td>Graduates and career changers aiming for technical AI and data roles</td></tr>
</tbody>
</table>
<p>If you are unsure, start with the shortest course that matches your current job. You can always build depth later, and your employer will see the benefits sooner.</p>

<h2>Getting started</h2>
<p>Begin with one tool, one process and one month of deliberate practice. Then formalise what you have learned. Explore the <a href="/certified-ai-professional">Certified AI Professional</a> course for practical workplace skills, the <a href="/certified-ai-testing-professional">Certified AI Testing Professional</a> course for QA specialists, or the <a href="/ai-ml-training">AI and Machine Learning programme</a> if you are ready for a technical career move.</p>`,
  },
  {
    key: 'procurement-certifications-compared',
    title: 'Procurement Certifications Compared: CIPA, CIPP, CIPM and CPP',
    createdAt: '2026-07-21T05:10:00.000Z',
    imageLabel: 'Procurement certifications',
    content: `<p>Procurement has moved from the back office to the boardroom. In the UAE, in-country value programmes, large infrastructure projects and tighter compliance rules have raised the bar for buyers and procurement managers. In India, public e-procurement and the growth of organised manufacturing and retail have done the same. A recognised certification is one of the clearest ways to show that you can deliver value, manage risk and follow a sound process. But with so many acronyms, which one should you choose?</p>
<p>This article compares four of the academy's procurement certifications, all recognised by CPD-UK, and explains where each one fits in a career.</p>

<h2>The four certifications at a glance</h2>
<table>
<thead>
<tr><th>Certification</th><th>Course length</th><th>Modules</th><th>Best suited to</th></tr>
</thead>
<tbody>
<tr><td>Certified Purchasing Professional (CPP)</td><td>30 hours</td><td>7</td><td>Buyers and purchasing officers building core skills</td></tr>
<tr><td>Certified International Procurement Professional (CIPP)</td><td>40 hours</td><td>8</td><td>Procurement professionals who want broad, international coverage</td></tr>
<tr><td>Certified International Procurement Manager (CIPM)</td><td>30 hours</td><td>7</td><td>Experienced staff moving into procurement management</td></tr>
<tr><td>Certified International Procurement Auditor (CIPA)</td><td>40 hours</td><td>2</td><td>Auditors and compliance specialists reviewing procurement</td></tr>
</tbody>
</table>

<h2>How each certification fits a career stage</h2>
<h3>CPP: building a strong purchasing foundation</h3>
<p>The <a href="/certified-purchasing-professional">Certified Purchasing Professional</a> course (30 hours, 7 modules) suits buyers, purchasing assistants and storekeepers moving into purchasing. It is also useful for engineers and administrators who raise purchase requests and evaluate quotations as part of their job.</p>
<h3>CIPP: a broad, international view</h3>
<p>The <a href="/certified-international-procurement-professional">Certified International Procurement Professional</a> course is the most wide-ranging of the four, at 40 hours across 8 modules. It suits professionals who deal with international suppliers, tenders and contracts and want a complete picture of the procurement cycle.</p>
<h3>CIPM: stepping into management</h3>
<p>The <a href="/certified-international-procurement-manager">Certified International Procurement Manager</a> course (30 hours, 7 modules) is aimed at people who lead procurement teams or will soon. At least three years' experience is advised, because the discussions assume you have already handled suppliers, negotiations and internal stakeholders.</p>
<h3>CIPA: auditing the procurement process</h3>
<p>The <a href="/certified-international-procurement-auditor">Certified International Procurement Auditor</a> course runs for 40 hours across 2 modules, giving depth rather than breadth. It is designed for internal auditors, risk and compliance officers and procurement leaders who need to test whether policies are followed, spot red flags and recommend controls.</p>

<h2>How to choose</h2>
<ul>
<li><strong>Start from your next job, not your current title.</strong> If you are a buyer aiming to become a procurement manager within two years, CIPM may serve you better than a second foundation course.</li>
<li><strong>Consider your industry.</strong> Project-heavy sectors such as construction, oil and gas and facilities management value contract and tender knowledge; retail and manufacturing value supplier performance and cost management.</li>
<li><strong>Think about audit exposure.</strong> If your organisation is regulated or publicly funded, CIPA knowledge can make you the person others rely on when auditors arrive.</li>
<li><strong>Look at study time realistically.</strong> The 30-hour courses fit more easily around a busy job; the 40-hour courses need a little more planning.</li>
</ul>
<blockquote>A certificate opens the door to an interview. Savings you can explain, and a process you can defend, win the job.</blockquote>

<h2>Getting the most from your course</h2>
<p>Whichever certification you choose, the value comes from applying it at work. A few habits make a real difference:</p>
<ol>
<li><strong>Bring live examples.</strong> Take a recent tender, supplier dispute or contract renewal from your own job and test each module's ideas against it.</li>
<li><strong>Keep a savings and risk log.</strong> Record cost savings, avoided risks and process improvements with dates and figures. It becomes the backbone of your CV and your next appraisal.</li>
<li><strong>Learn the policy behind the process.</strong> Read your organisation's procurement policy and delegation of authority alongside the course. Knowing why a rule exists makes you far more persuasive with colleagues.</li>
<li><strong>Practise ethics, not just rules.</strong> Conflicts of interest, gifts and supplier confidentiality come up in every market. Decide in advance how you will handle them.</li>
</ol>

<h2>Beyond the core certifications</h2>
<p>Once you have a foundation, specialist skills set you apart. <a href="/category-management-procurements">Category Management in Procurement</a> (36 hours, 5 modules, available on weekdays or weekends, in the classroom, live online or 1-1) teaches you to manage spend by category rather than purchase by purchase, an approach many large organisations in the Gulf now expect. Strong negotiators also benefit from our <a href="/negotiation-skills-course">Negotiation Skills course</a>.</p>
<p>Still deciding? Compare the course pages for <a href="/certified-purchasing-professional">CPP</a>, <a href="/certified-international-procurement-professional">CIPP</a>, <a href="/certified-international-procurement-manager">CIPM</a> and <a href="/certified-international-procurement-auditor">CIPA</a>, or speak to our advisers about the best fit for your experience.</p>`,
  },
  {
    key: 'supply-chain-planning-inventory-careers',
    title: 'Careers in Supply Chain Planning and Inventory Management: Roles, Skills and Certifications',
    createdAt: '2026-09-08T06:40:00.000Z',
    imageLabel: 'Supply chain planning',
    content: `<p>When shelves are empty, production lines stop or warehouses overflow, the cause is usually a planning problem. Supply chain planners decide how much to buy, make and hold, and when. With the UAE's ports and free zones serving as re-export hubs for the region, and India expanding manufacturing, warehousing and port capacity, including in Kerala, skilled planners and inventory professionals are in steady demand on both sides of the Arabian Sea.</p>

<h2>What planners actually do</h2>
<p>Planning work usually falls into four areas:</p>
<ul>
<li><strong>Demand planning:</strong> forecasting what customers will buy, using sales history, promotions, seasonality and market intelligence. In the Gulf, events such as Ramadan, Eid and the school calendar can shift demand sharply.</li>
<li><strong>Supply planning:</strong> turning the forecast into purchase orders, production plans and transfers between locations, within the limits of supplier lead times and capacity.</li>
<li><strong>Inventory management:</strong> setting safety stock and reorder points, classifying items and keeping stock accurate.</li>
<li><strong>Sales and operations planning (S&amp;OP):</strong> bringing sales, operations, procurement and finance together every month to agree one plan.</li>
</ul>

<h2>Typical roles and how careers progress</h2>
<ol>
<li><strong>Inventory controller or stock analyst:</strong> monitors stock levels, investigates discrepancies and runs cycle counts.</li>
<li><strong>Materials or MRP planner:</strong> manages component requirements for production using ERP systems.</li>
<li><strong>Demand planner or supply planner:</strong> owns the forecast or the replenishment plan for a product range.</li>
<li><strong>Planning manager or S&amp;OP manager:</strong> leads the planning team and the monthly S&amp;OP process.</li>
<li><strong>Head of supply chain planning:</strong> sets policy for service levels, inventory investment and network design.</li>
</ol>
<p>Many planners start in warehousing, purchasing or customer service. Knowing how the physical operation works is a real advantage when your plans meet reality.</p>

<h2>Skills that separate good planners from great ones</h2>
<p>Planning combines numbers with negotiation. The strongest planners master the basics below and can explain them to colleagues outside the supply chain team.</p>
<ul>
<li><strong>Forecast accuracy and bias.</strong> Track error measures such as MAPE, and watch for bias: a forecast that is always too high quietly builds excess stock.</li>
<li><strong>Safety stock and reorder points.</strong> A simple reorder point is average daily demand multiplied by lead time in days, plus safety stock. If an item sells 40 units a day, the supplier takes 10 days and safety stock is 120 units, you reorder when stock falls to 520 units.</li>
<li><strong>ABC classification.</strong> Focus your attention on the small number of items that account for most of the value or volume.</li>
<li><strong>Spreadsheet and ERP confidence.</strong> Lookups, pivot tables and clean master data save hours every week.</li>
<li><strong>Communication.</strong> A plan only works if sales, procurement and operations trust it. Explaining assumptions clearly is part of the job.</li>
</ul>
<blockquote>Inventory is money sitting on a shelf. A planner's job is to make sure it is the right money on the right shelf.</blockquote>

<h2>Certifications that fit each stage</h2>
<table>
<thead>
<tr><th>Course</th><th>Length and structure</th><th>Good for</th></tr>
</thead>
<tbody>
<tr><td>Logistics Courses</td><td>24 hours, 4 modules</td><td>Newcomers to logistics and warehousing</td></tr>
<tr><td>CLSCMP</td><td>24 hours, 7 modules, CPD-UK; free repeat classes until you pass the exam</td><td>Logistics and supply chain staff building an all-round foundation</td></tr>
<tr><td>CSCP</td><td>24 hours, 8 modules</td><td>Professionals wanting an end-to-end supply chain view</td></tr>
<tr><td>CPSM</td><td>40 hours, 3 modules</td><td>Those working on the supply management and sourcing side</td></tr>
<tr><td>CPIM</td><td>40 hours, 13 modules; ASCM; 5+ years' experience advised</td><td>Experienced planners specialising in planning and inventory</td></tr>
</tbody>
</table>
<p>A practical route is to build a foundation early, then specialise in planning once you have several years of hands-on experience. The <a href="/certified-planning-inventory-management">CPIM course</a> is the natural specialist step for planners, and its 13 modules cover planning in depth.</p>

<h2>Your next move</h2>
<p>Ask to join your company's S&amp;OP meeting, even as an observer, and volunteer to own one small part of the forecast or the stock review. Then choose a course that matches your stage: <a href="/logistics-courses">Logistics Courses</a> or the <a href="/certified-logistics-supply-chain-management-professional">CLSCMP</a> for a foundation, <a href="/certified-supply-chain-professional">CSCP</a> or <a href="/certified-professional-supply-management">CPSM</a> for a broader view, and <a href="/certified-planning-inventory-management">CPIM</a> when you are ready to specialise.</p>`,
  },
  {
    key: 'business-english-workplace-habits',
    title: 'Business English at Work: Daily Habits That Build Confidence',
    createdAt: '2026-11-03T07:25:00.000Z',
    imageLabel: 'Business English',
    content: `<p>In offices from Kochi to Dubai, English is the shared working language of teams that may include colleagues from India, the Philippines, Egypt, Europe and the Gulf. Many professionals have studied English for years yet still hesitate before a meeting or rewrite an email five times. The fix is rarely more grammar rules. It is a set of small, practical habits repeated every day.</p>

<h2>Write emails that get answered</h2>
<h3>Put the request in the subject line</h3>
<p>"Approval needed: revised HVAC quotation by Thursday" tells the reader what you need before they open the email. "Regarding the quotation" does not.</p>
<h3>Lead with the point</h3>
<p>State your request or conclusion in the first two lines, then give the background. Busy managers often read only the opening of an email on their phone.</p>
<h3>One email, one topic</h3>
<p>Mixing three issues in one message means at least one gets forgotten. Separate emails are easier to search, forward and act on.</p>
<h3>Close with a clear action</h3>
<p>End with who will do what, and by when: "Could you confirm the delivery date by 3 pm tomorrow?"</p>

<h2>Choose phrases your international colleagues will understand</h2>
<p>Some expressions are perfectly normal in one country and confusing in another. In a multinational team, plain international English is the safest choice.</p>
<table>
<thead>
<tr><th>Instead of</th><th>Try</th><th>Why</th></tr>
</thead>
<tbody>
<tr><td>Please do the needful.</td><td>Could you please approve the invoice by Monday?</td><td>Says exactly what action you need</td></tr>
<tr><td>I will revert back to you.</td><td>I will reply to you by Wednesday.</td><td>"Revert" means "go back" to many readers, and "back" is repeated</td></tr>
<tr><td>Can we prepone the meeting?</td><td>Can we move the meeting earlier?</td><td>"Prepone" is not widely used outside South Asia</td></tr>
<tr><td>Kindly find the attached file.</td><td>I have attached the report.</td><td>Shorter and more natural</td></tr>
<tr><td>Same to be done at the earliest.</td><td>Please complete this by 5 pm on Friday.</td><td>A clear deadline avoids misunderstanding</td></tr>
</tbody>
</table>

<h2>Speak up in meetings with ready-made phrases</h2>
<p>Confidence in meetings comes from having the right words ready. Keep a short list and practise it until it feels natural:</p>
<ul>
<li><strong>Adding a point:</strong> "Can I add something here?" or "Building on what Priya said..."</li>
<li><strong>Disagreeing politely:</strong> "I see your point, but I have a concern about the timeline."</li>
<li><strong>Asking for clarity:</strong> "Just to check I have understood, are we saying that...?"</li>
<li><strong>Buying time:</strong> "That is a good question. Let me check the figures and come back to you today."</li>
<li><strong>Summarising:</strong> "So, to summarise, we have agreed three actions."</li>
</ul>
<p>Summarising at the end of a meeting is one of the most valuable habits you can build. The person who summarises is often seen as the person in charge.</p>

<h2>Build the habit, not just the vocabulary</h2>
<p>Fifteen focused minutes a day will do more for your English than an occasional long study session. A simple daily routine:</p>
<ol>
<li><strong>Read</strong> one short business article and note three useful phrases.</li>
<li><strong>Listen</strong> to a few minutes of a business podcast or interview, then repeat sentences aloud, copying the rhythm.</li>
<li><strong>Write</strong> one email or message more carefully than usual, checking it against the habits above.</li>
<li><strong>Record</strong> yourself explaining a work task for one minute, and listen for fillers such as "basically" and "actually".</li>
<li><strong>Review</strong> your phrase notebook every Friday and choose two phrases to use the following week.</li>
</ol>
<blockquote>Fluency is not speaking fast. It is being understood the first time, without stress on either side.</blockquote>

<h2>When to get structured support</h2>
<p>Habits take you a long way, but targeted feedback speeds everything up. Our <a href="/business-english-course">Business English course</a> covers business writing, grammar and vocabulary, and presentation and communication skills. The <a href="/business-writing-course">Business Writing course</a> runs from L-0 Absolute Beginner to L-4 Advanced, with a consultation and assessment to place you at the right level, and the <a href="/advanced-english-conversation-course">Advanced English Conversation course</a> follows a four-step method: Review and Learn, Practice, Apply, Develop. Working in the UAE? Our <a href="/spoken-arabic-course">Spoken Arabic course</a>, taught by native instructors in Dubai, Sharjah and Abu Dhabi, is a great way to connect with colleagues and clients too.</p>`,
  },
];
