export const content = `
<p>Every new page on your website is a fresh chance to be found in search, but only if it's set up properly. On-page SEO simply means the things you control on the page itself: what it's about, how it's titled, how it's structured and how it connects to the rest of your site. None of it is complicated, and once it becomes habit it takes about fifteen minutes per page. Use this checklist every time you publish a new service page, location page or blog post.</p>

<h2>Before you write: choose the focus</h2>
<p>The most common on-page mistake happens before a word is written: a page that tries to rank for everything ends up ranking for nothing.</p>
<ol>
<li><strong>Pick one main topic per page.</strong> "Emergency boiler repair in Columbus" is a page. "Heating, plumbing, bathrooms and kitchens" is four pages.</li>
<li><strong>Choose the phrase your customers actually use.</strong> Type your idea into Google and look at the autocomplete suggestions and the "People also ask" questions. Customers search "teeth whitening cost", not "cosmetic dental brightening solutions".</li>
<li><strong>Check the search intent.</strong> Look at what already ranks. If the results are all guides, people want information; if they're all service pages, people want to hire someone. Match the type of page you create to what searchers want.</li>
<li><strong>Make sure no other page on your site already targets the same phrase.</strong> Two pages competing for one search usually weakens both. Update the existing page instead.</li>
</ol>

<h2>The essentials: title, description, address and headings</h2>
<p>These elements tell both search engines and searchers what your page is about.</p>
<ul>
<li><strong>Title tag.</strong> The clickable headline in search results. Put the main phrase near the start, add your brand at the end, and keep it to around 50 to 60 characters so it isn't cut off. Example: "Emergency Boiler Repair in Columbus | Reed Heating".</li>
<li><strong>Meta description.</strong> The short summary under the title. It doesn't directly affect rankings, but it strongly influences whether people click. Aim for roughly 120 to 160 characters that state the benefit and include a reason to choose you. Search engines sometimes rewrite it, but a good one is still used often.</li>
<li><strong>URL.</strong> Short, lowercase, words separated by hyphens, and descriptive: /boiler-repair-columbus rather than /page?id=4827. Avoid changing URLs after publishing; if you must, set up a redirect from the old one.</li>
<li><strong>One main heading (H1).</strong> A single clear headline on the page that includes the main topic naturally.</li>
<li><strong>Logical subheadings (H2, H3).</strong> Break the page into sections that follow the questions a reader would ask. Headings help skimmers and help search engines understand the structure.</li>
</ul>

<h2>The content: genuinely answer the question</h2>
<p>Search engines increasingly reward pages that satisfy the reader. Write for people first.</p>
<ul>
<li><strong>Confirm the topic early.</strong> Mention the main subject in the first paragraph so visitors know they're in the right place.</li>
<li><strong>Be specific and complete.</strong> For a service page, cover what's included, who it's for, the process, typical pricing or what affects it, the area you serve and what happens next.</li>
<li><strong>Use natural language.</strong> Include related terms and variations as they come up naturally. Never stuff the same phrase into every sentence; it reads badly and can hurt you.</li>
<li><strong>Show experience.</strong> Real photos, examples of completed work, customer quotes and the name of the person who wrote the page all signal that the content comes from genuine expertise.</li>
<li><strong>Add descriptive alt text to images</strong>, describing what each image shows for people using screen readers. For example, "Technician repairing a wall-mounted boiler in a kitchen", rather than "image1" or a list of keywords.</li>
<li><strong>Include a clear call to action</strong>, so visitors who find the page know exactly how to get in touch.</li>
</ul>
<h3>Link it into your site</h3>
<p>Internal links help visitors and search engines find and understand your pages. Link to the new page from at least two or three relevant existing pages, such as your homepage or a related service, and link from the new page to related content. Use descriptive link text like "our guide to <a href="/blog/local-seo-basics">local SEO basics</a>" rather than "click here".</p>

<h2>Technical checks</h2>
<ul>
<li><strong>Mobile-friendly:</strong> check the page on a phone. Google primarily uses the mobile version of pages for ranking.</li>
<li><strong>Fast:</strong> test it in PageSpeed Insights, and compress any large images. Our guide to <a href="/blog/website-speed-matters">website speed</a> covers quick fixes.</li>
<li><strong>Indexable:</strong> make sure the page isn't accidentally set to "noindex" and is included in your sitemap.</li>
<li><strong>Secure:</strong> the page loads over HTTPS, with no warnings.</li>
<li><strong>Structured data where relevant:</strong> markup for local business details, FAQs, products or articles helps search engines understand the content.</li>
<li><strong>Sharing preview:</strong> set a title and image for when the page is shared on social media or in messaging apps.</li>
</ul>

<h2>After publishing</h2>
<ol>
<li>In Google Search Console, use the URL Inspection tool to check the page and request indexing.</li>
<li>Share it wherever it's relevant: your newsletter, social profiles or Google Business Profile.</li>
<li>After a month or two, check Search Console to see which searches the page appears for, then refine the title, headings or content to better match them.</li>
<li>Revisit important pages at least once a year to update prices, photos and details.</li>
</ol>

<blockquote>On-page SEO isn't about tricking search engines. It's about making it unmistakably clear what a page offers, then delivering on that promise.</blockquote>

<h2>Let us build it right from the start</h2>
<p>Every Goldline Studio site launches with basic SEO foundations in place, and our Pro and Elite plans include advanced SEO. If you'd like pages that are ready to rank from day one, explore our <a href="/#pricing">pricing</a> or <a href="/book-zoom">book a free Zoom consultation</a> with our team.</p>
`;
