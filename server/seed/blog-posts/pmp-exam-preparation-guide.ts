import type { SeedBlogPost } from '../seed-blog-post';

export default {
  key: 'pmp-exam-preparation-guide',
  title:
    'How to Prepare for the PMP Exam: 35 Contact Hours, PMBOK 7th Edition and a 10-Week Study Plan',
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
} satisfies SeedBlogPost;
