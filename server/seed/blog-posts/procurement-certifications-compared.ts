import type { SeedBlogPost } from '../seed-blog-post';

export default {
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
} satisfies SeedBlogPost;
