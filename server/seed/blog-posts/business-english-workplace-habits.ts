import type { SeedBlogPost } from '../seed-blog-post';

export default {
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
} satisfies SeedBlogPost;
