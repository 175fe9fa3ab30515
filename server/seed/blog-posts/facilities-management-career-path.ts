import type { SeedBlogPost } from '../seed-blog-post';

export default {
  key: 'facilities-management-career-path',
  title:
    'From Technician to FM Director: A Facilities Management Career Path for India and the Gulf',
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
} satisfies SeedBlogPost;
