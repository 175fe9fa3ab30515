import type { SeedBlogPost } from '../seed-blog-post';

export default {
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
} satisfies SeedBlogPost;
