export const content = `
<p>Nobody has ever complained that a website loaded too quickly. But plenty of potential customers have given up on a slow one without a second thought, usually before you even knew they were there. Speed affects how many visitors stay, how many get in touch and how well your site performs in search. The encouraging part is that a handful of common problems cause most slowdowns, and they're usually fixable. Here's why speed matters, how to measure it and what to fix first.</p>

<h2>Why a few seconds make a big difference</h2>
<ul>
<li><strong>Visitors leave.</strong> People expect pages to appear almost instantly. The longer the wait, the more of them hit the back button and pick the next result, which is often your competitor.</li>
<li><strong>Fewer inquiries and sales.</strong> Slowness adds friction at every step, from the first page to the contact form to the checkout.</li>
<li><strong>Search visibility.</strong> Google uses page experience signals, including its Core Web Vitals, as part of how it ranks pages. Speed alone won't make a weak page rank, but a slow site can lose out to a similar, faster one.</li>
<li><strong>Mobile visitors suffer most.</strong> Most browsing happens on phones, often on mobile data, where heavy pages feel even slower.</li>
<li><strong>First impressions.</strong> A fast site feels professional and well maintained. A sluggish one quietly suggests the opposite.</li>
</ul>

<h2>How to measure your site's speed</h2>
<p>You don't need technical skills to get a useful picture. Google's free PageSpeed Insights tool analyzes any page: paste in your address and it reports two kinds of data.</p>
<ul>
<li><strong>Field data</strong> comes from real Chrome users visiting your site over recent weeks. It's the most meaningful, but it only appears if your site gets enough traffic.</li>
<li><strong>Lab data</strong> is a simulated test run on the spot. It's useful for diagnosing problems, but scores can vary a little from one run to the next, so don't panic over small changes.</li>
</ul>
<h3>The three Core Web Vitals</h3>
<ol>
<li><strong>Largest Contentful Paint (LCP)</strong>: how long until the main content, usually the big image or headline, appears. Aim for 2.5 seconds or less.</li>
<li><strong>Interaction to Next Paint (INP)</strong>: how quickly the page responds when someone taps or clicks. Aim for 200 milliseconds or less.</li>
<li><strong>Cumulative Layout Shift (CLS)</strong>: how much the page jumps around while loading, like a button moving just as you tap it. Aim for a score of 0.1 or less.</li>
</ol>
<p>Test your homepage and your most important pages, such as your main service page and your contact page, and always check the mobile results first.</p>

<h2>The biggest wins, in order</h2>

<h3>1. Fix your images</h3>
<p>Oversized images are the most common cause of slow small-business websites. A photo straight from a modern phone or camera can be several megabytes; on a website it rarely needs to be more than a few hundred kilobytes.</p>
<ul>
<li>Resize images to the largest size they'll actually be displayed at.</li>
<li>Use modern formats like WebP or AVIF, which are typically much smaller than JPEG or PNG at similar quality.</li>
<li>Lazy-load images further down the page so they only download when needed, but never lazy-load the main image at the top.</li>
<li>Give images set dimensions so the layout doesn't jump as they load.</li>
</ul>

<h3>2. Cut third-party extras</h3>
<p>Chat widgets, social media feeds, multiple analytics tools, embedded maps and old tracking codes each add scripts that slow the page and compete for the phone's processing power. Make a list of everything installed, ask whether it's earning its place, and remove anything that isn't. A static map image linking to directions is much lighter than a full interactive map embed.</p>

<h3>3. Be careful with fonts and video</h3>
<p>Limit yourself to two font families and only the weights you use. Avoid autoplaying background videos, especially on mobile; if you need video, show a lightweight preview image that loads the player only when tapped.</p>

<h3>4. Choose decent hosting</h3>
<p>The cheapest hosting often means slow servers shared with thousands of other sites. Good hosting responds quickly, uses caching, and delivers files through a content delivery network (CDN) that serves them from a location near each visitor.</p>

<h3>5. Keep the code lean</h3>
<p>Bloated themes and stacks of plugins load features you never use on every page. A lean, purpose-built site loads only what each page needs. If you're weighing up platforms, our guide to <a href="/blog/choosing-the-right-website-technology">choosing the right website technology</a> covers the trade-offs.</p>

<h2>A quick speed checklist</h2>
<ul>
<li>Homepage tested on mobile in PageSpeed Insights.</li>
<li>No image over roughly 300 KB unless there's a very good reason.</li>
<li>Modern image formats and lazy loading below the first screen.</li>
<li>Unused plugins, widgets and tracking codes removed.</li>
<li>No more than two font families.</li>
<li>No autoplay video on mobile.</li>
<li>Hosting with caching and HTTPS.</li>
<li>Re-tested after every significant change, such as a new plugin or a redesign.</li>
</ul>

<blockquote>Speed is a feature your customers never mention but always notice.</blockquote>

<h2>Fast by design</h2>
<p>At Goldline Studio, performance is part of the design brief from day one: optimized images, lean custom code and no unnecessary add-ons. And if you'd rather not deal with hosting yourself, we offer optional hosting for $10 a month. Compare our fixed-price <a href="/#pricing">plans</a>, or <a href="/book-zoom">book a free Zoom consultation</a> and we'll look at your current site's speed together.</p>
`;
