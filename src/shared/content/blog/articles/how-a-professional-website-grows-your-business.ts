export const content = `
<p>Most small-business owners don't need convincing that they should have a website. The harder question is whether a website actually earns its keep: whether it brings in inquiries, bookings and sales, or just sits there like a business card nobody reads. The difference almost always comes down to a handful of decisions about clarity, trust and follow-through. Here is how a professional website does its job, and what to look for in yours.</p>

<h2>It's open when you're not</h2>
<p>Your shop, studio or phone line has opening hours. Your website doesn't. A good site answers the questions customers ask at 10pm on a Sunday (what you do, where you work, what it costs, how to get started) and gives them a way to act right then: a booking request, a contact form or a quote form.</p>
<p>Think about the questions you answer most often on the phone. For a plumber it might be "Do you cover my area?" and "Is there a call-out fee?". For a bakery it's "Do you make custom cakes, and how much notice do you need?". Every one of those answers that lives clearly on your website is a call you don't have to take, and a customer you don't lose because they couldn't reach you.</p>
<ul>
<li><strong>Service area or location</strong>, stated near the top of the page rather than buried in the footer.</li>
<li><strong>Opening hours and response times</strong>, so people know when to expect a reply.</li>
<li><strong>Starting prices or typical ranges</strong> where you can share them. Even "most bathroom refits fall between $8,000 and $15,000" filters out poor-fit inquiries and reassures good ones.</li>
<li><strong>One clear next step</strong> on every page.</li>
</ul>

<h2>Credibility is decided in seconds</h2>
<p>People judge a business by its website long before they've read a word of it. A dated layout, a broken link or a page that's awkward to use on a phone signals, fairly or not, that the business itself may be out of date or careless. A clean, modern, fast site says the opposite: these people are established, organized and worth contacting.</p>
<p>Credibility comes from specifics, not adjectives. "Quality service you can trust" tells a visitor nothing. These do the work instead:</p>
<ul>
<li>Real photos of your team, premises and finished work rather than generic stock images.</li>
<li>Customer reviews with a first name and a town or company, ideally next to a photo of the job.</li>
<li>Concrete facts: years in business, number of projects completed, licenses, certifications and guarantees.</li>
<li>A physical address or a clearly described service area, and a phone number that a real person answers.</li>
</ul>
<p>If you want to see how this looks in practice, browse the sites in our <a href="/portfolio">portfolio</a> and notice how much of the trust comes from real photos and plain facts.</p>

<h2>Search brings customers who are ready to buy</h2>
<p>Someone typing "emergency electrician near me" or "wedding florist in Austin" isn't idly browsing. They have a need and they're choosing who to call. Social media posts reach people who happen to be scrolling; search reaches people at the exact moment they're looking for what you sell.</p>
<p>A professionally built site gives you the foundations search engines reward: fast loading, a sensible page structure, descriptive titles, and pages that each focus on a specific service or location. Combined with a complete Google Business Profile, this is how a small local business competes with much bigger names. Our guide to <a href="/blog/local-seo-basics">local SEO basics</a> walks through the steps in detail.</p>

<h2>It does some of the selling for you</h2>
<p>A website can pre-qualify and pre-sell before you ever speak to a prospect. When people arrive at a first conversation having already read about your process, seen examples of your work and understood your prices, the conversation is shorter and far more likely to end in a yes.</p>
<h3>Pages that pull their weight</h3>
<ol>
<li><strong>A homepage</strong> that says in one sentence who you help and what you do, with a button to the next step.</li>
<li><strong>Service pages</strong>, one per main service, each explaining what's included, who it's for and what happens next.</li>
<li><strong>A work or results page</strong> with before-and-after photos, short case studies or examples.</li>
<li><strong>An about page</strong> with real people and your story, because people buy from people.</li>
<li><strong>A contact page</strong> with a short form, your phone number and a note on what happens after someone gets in touch.</li>
</ol>
<p>A one-page site can cover most of these as sections, which is often the right starting point for a new business. As you add services, giving each its own page helps both visitors and search engines understand exactly what you offer.</p>

<h2>You own it, and it compounds</h2>
<p>Social platforms change their rules and their reach constantly, and directory listings put you right next to your competitors. Your website is the one place online you fully control. Every review you add, every project you photograph and every helpful article you publish stays there and keeps working. Over a year or two, that steady accumulation is what turns a website from an expense into one of your most reliable sources of new business.</p>

<h2>How to tell if it's working</h2>
<p>You don't need complicated analytics to judge a website. Check a few things each month:</p>
<ul>
<li><strong>Inquiries</strong> from the contact form, plus calls or emails where the customer says they found you online.</li>
<li><strong>Where visitors come from</strong>: search, social media, directories or people typing your name directly.</li>
<li><strong>Your most visited pages</strong>, so you know what people care about and can improve those first.</li>
<li><strong>What customers tell you</strong>: add "How did you hear about us?" to your form. It's the most honest data you'll ever get.</li>
</ul>
<p>If a page gets plenty of visits but few inquiries, the message or the call to action needs work. If hardly anyone visits at all, the problem is being found. Either way, you now know exactly where to focus your next hour of effort.</p>

<blockquote>A website that grows your business doesn't need to be huge. It needs to be clear, credible, fast and easy to act on.</blockquote>

<p>At Goldline Studio we design and build custom websites for small and growing businesses at fixed one-time prices, with no monthly subscription required. Take a look at our <a href="/#pricing">plans and pricing</a>, or <a href="/book-zoom">book a free Zoom consultation</a> and we'll talk through what your website needs to do for you.</p>
`;
