import type { SeedBlogPost } from '../seed-blog-post';

export default {
  key: 'supply-chain-planning-inventory-careers',
  title:
    'Careers in Supply Chain Planning and Inventory Management: Roles, Skills and Certifications',
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
} satisfies SeedBlogPost;
