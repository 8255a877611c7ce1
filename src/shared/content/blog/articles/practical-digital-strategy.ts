export const content = `
<p>"Digital strategy" sounds like something that needs a consultant, a slide deck and a six-figure budget. For a small business it's much simpler: a clear goal, a short list of places to show up online, and a routine you can actually keep. This article gives you a five-step framework you can complete in an afternoon, with a worked example, and a realistic weekly rhythm that fits around running your business.</p>

<h2>Step 1: Pick one goal and one number</h2>
<p>Most small businesses try to do everything online at once (post everywhere, run ads, start a newsletter, launch a podcast) and burn out within a month. Start instead with a single goal for the next 90 days, tied to a number you can count.</p>
<ul>
<li>"Get 15 quote requests a month through the website."</li>
<li>"Fill 20 more weekday appointment slots a month."</li>
<li>"Sell $3,000 a month through the online shop."</li>
</ul>
<p>A specific number forces useful questions: how many inquiries do you get now, how many turn into paying customers, and what would the extra revenue be worth? It also tells you, three months from now, whether your efforts worked.</p>

<h2>Step 2: Know where your customers look</h2>
<p>Your strategy should follow your customers' habits, not your own preferences or what's fashionable. Think about the last ten customers you won and ask them, or check your records:</p>
<ul>
<li>How did they first hear about you?</li>
<li>What did they search for, or who recommended you?</li>
<li>What made them choose you over the alternatives?</li>
<li>What nearly stopped them from getting in touch?</li>
</ul>
<p>Patterns appear quickly. A wedding photographer may find most clients come from Instagram and referrals from venues. A commercial cleaner may find almost everything comes from search and word of mouth, and Instagram is irrelevant. The answers tell you where to spend your limited time.</p>

<h2>Step 3: Build around a hub and two spokes</h2>
<p>Your website is the hub: the one place you fully control, where every other channel should send people and where inquiries actually happen. Choose no more than two "spokes" to start with, based on what you learned in step 2.</p>
<h3>Common spokes for small businesses</h3>
<ul>
<li><strong>Local search:</strong> a complete Google Business Profile plus reviews. Essential for almost any business serving a local area. See our <a href="/blog/local-seo-basics">local SEO basics</a>.</li>
<li><strong>Email:</strong> a short monthly newsletter to past customers. Cheap, personal and excellent for repeat business.</li>
<li><strong>One social platform:</strong> whichever your customers actually use. Better to post well on one than badly on four.</li>
<li><strong>Helpful content:</strong> articles or guides on your website answering common customer questions, which builds search traffic over time.</li>
<li><strong>Partnerships:</strong> referral relationships with complementary businesses, each linking to the other.</li>
</ul>
<p>Paid advertising can work well once the basics are in place, but ads that send people to a weak website mostly waste money. Get the hub right first.</p>

<h2>Step 4: Set a rhythm you can keep</h2>
<p>Consistency beats intensity. A modest routine kept up for a year will outperform a burst of activity that fizzles out. Here's a rhythm that takes about two to three hours a week:</p>
<ol>
<li><strong>Every week (about 1 hour):</strong> reply to reviews and messages, post once or twice on your chosen platform, and ask two recent customers for a review.</li>
<li><strong>Every month (about 2 hours):</strong> send your newsletter, add new photos to your Google profile and website, and check your main numbers.</li>
<li><strong>Every quarter (about half a day):</strong> review results against your goal, update your website's key pages, and decide what to keep, change or drop.</li>
</ol>
<p>Put these sessions in your calendar like client appointments. If you can't protect the time, scale the plan down rather than abandoning it.</p>

<h2>Step 5: Measure, then adjust</h2>
<p>At the end of each quarter, look at a handful of numbers and be honest about what they say:</p>
<ul>
<li>Inquiries or sales against your goal.</li>
<li>Where those inquiries came from (your "How did you hear about us?" question is invaluable here).</li>
<li>Website visits and the pages people visit most.</li>
<li>Reviews gained, and your average rating.</li>
</ul>
<p>If a channel hasn't produced anything after a fair three-month trial, stop and try something else. If one is working, give it more time. Strategy is less about getting the plan perfect at the start and more about regularly cutting what doesn't work.</p>

<h2>A worked example</h2>
<p>Consider a mobile dog groomer with a basic one-page website. Most customers come from neighborhood Facebook groups and word of mouth, and the van's schedule has gaps on Tuesdays and Wednesdays.</p>
<ul>
<li><strong>Goal:</strong> book 25 more appointments a month, prioritizing Tuesdays and Wednesdays.</li>
<li><strong>Hub:</strong> upgrade the website with a services page, prices, service area map, before-and-after gallery and an online booking request form.</li>
<li><strong>Spoke 1:</strong> Google Business Profile with weekly photos of groomed dogs and a review request sent after every appointment.</li>
<li><strong>Spoke 2:</strong> a monthly email to past clients offering midweek slots first.</li>
<li><strong>Review:</strong> after 90 days, compare bookings and sources, then decide whether to add a second social platform or a referral offer.</li>
</ul>
<blockquote>A simple plan you follow every week will always beat a brilliant plan you abandon in March.</blockquote>

<p>Every part of your digital strategy leads back to your website, so it pays to get it right. Goldline Studio builds fast, custom websites for small businesses at fixed one-time prices, delivered in about four weeks. Explore our <a href="/#pricing">plans</a>, or <a href="/book-zoom">book a free Zoom consultation</a> and we'll help you map out where your website fits in your plan.</p>
`;
