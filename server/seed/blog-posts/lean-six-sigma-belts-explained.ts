import type { SeedBlogPost } from '../seed-blog-post';

export default {
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
} satisfies SeedBlogPost;
