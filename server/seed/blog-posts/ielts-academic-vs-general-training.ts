import type { SeedBlogPost } from '../seed-blog-post';

export default {
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
} satisfies SeedBlogPost;
